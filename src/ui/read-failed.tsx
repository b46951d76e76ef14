// What a screen shows in place of its list or its empty state when the device could
// not read its data: never "nothing here", and a way to read again.
import { READ_ERRORS } from '#domain/sync-messages.ts';
import { Button } from './button.tsx';

type ReadFailedProps = {
  error: Error;
  onRetry: () => void;
  /** Inside a card or a list: less space around it. */
  compact?: boolean;
};

export function ReadFailed({ error, onRetry, compact = false }: ReadFailedProps) {
  return (
    <div
      role="alert"
      data-testid="read-failed"
      className={`flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 text-red-900 sm:flex-row sm:items-center sm:justify-between ${compact ? 'mt-3 p-3' : 'p-5'}`}
    >
      {/* The browser's own words are for whoever helps the studio (a tooltip, and the console): not the message. */}
      <p className="min-w-0 font-medium" title={error.message || undefined}>
        {READ_ERRORS.failed}
      </p>
      <Button variant="secondary" size="sm" className="shrink-0" onClick={onRetry}>
        {READ_ERRORS.retry}
      </Button>
    </div>
  );
}

/** A read that failed, as a screen passes it on: what went wrong and how to read again. */
export type ReadFailure = { error: Error; retry: () => void };

/** The first of these reads that failed, or null. */
export function firstFailure(...reads: { error: Error | null; retry: () => void }[]): ReadFailure | null {
  const failed = reads.find((read) => read.error);
  return failed?.error ? { error: failed.error, retry: failed.retry } : null;
}
