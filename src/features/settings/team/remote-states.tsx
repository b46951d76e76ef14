// What an online-only panel shows when its data could not be loaded: the failure, the
// reason and a retry button.
import { Button } from '../../../ui/button.tsx';
import { TEAM } from './team-messages.ts';

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
