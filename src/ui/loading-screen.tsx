import { Spinner } from './spinner.tsx';

/** A centred spinner with a message, announced politely to screen readers. */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-8 text-stone-600">
      <Spinner className="size-8 text-teal-700" />
      <p className="text-base">{message}</p>
    </div>
  );
}
