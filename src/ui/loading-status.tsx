import { Spinner } from './spinner.tsx';

/** A section's place while it loads: a spinner and what is coming, announced politely. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-stone-600">
      <Spinner className="size-6 text-teal-700" />
      {text}
    </div>
  );
}
