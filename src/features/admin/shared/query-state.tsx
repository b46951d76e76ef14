import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { ADMIN } from '../messages.ts';
import type { RemoteQuery } from '../../../ui/use-remote-query.ts';

/**
 * What a tab shows before its data is there: a spinner while loading, the failure
 * with a retry button after a failed first load. Null once there is data.
 */
export function QueryState<T>({ query, loadingText, failedText }: { query: RemoteQuery<T>; loadingText: string; failedText: string }) {
  if (query.data !== null) return null;
  if (query.loading) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-stone-600">
        <Spinner className="size-6 text-teal-700" />
        {loadingText}
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{failedText}</p>
      <Button variant="secondary" className="mt-4" onClick={query.reload}>
        {ADMIN.loadRetry}
      </Button>
    </div>
  );
}
