// What an online-only panel shows before its data is there: a spinner while loading,
// the failure with the reason and a retry button.
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TEAM } from './team-messages.ts';

export function Waiting({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-stone-600">
      <Spinner className="size-6 text-teal-700" />
      {text}
    </div>
  );
}

export function Failed({ text, detail, onRetry }: { text: string; detail: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{text}</p>
      <p className="mt-1 text-sm text-red-800">{detail}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {TEAM.retry}
      </Button>
    </div>
  );
}
