// The header's sync status for a signed-in user: offline, syncing N changes, all
// changes saved or a sync error (with Retry), "Live" while changes from other
// devices stream in, the last successful sync and the first download's progress.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { retrySync, useSyncStatus } from '#sync/status.ts';
import { SYNC_MESSAGES } from '#domain/sync-messages.ts';
import { type IndicatorTone, syncIndicatorModel } from './sync-indicator-model.ts';

const DOT: Record<IndicatorTone, string> = {
  neutral: 'bg-stone-500',
  busy: 'bg-amber-500 animate-pulse',
  ok: 'bg-teal-600',
  error: 'bg-red-600',
};

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export default function SyncIndicator() {
  const status = useSyncStatus();
  const model = syncIndicatorModel(status, useNow(30_000));
  return (
    <Popover className="relative">
      <PopoverButton
        className="inline-flex items-center gap-1.5 rounded-full border border-stone-200 bg-white px-2.5 py-1.5 text-xs font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-teal-700"
        aria-label={`Sync status: ${model.label}${model.live ? `, ${SYNC_MESSAGES.live}` : ''}`}
      >
        <span className={`size-2 shrink-0 rounded-full ${DOT[model.tone]}`} aria-hidden="true" />
        {/* Phones show the dot (and Live) only: the header has no room for the words. */}
        <span className="hidden sm:inline" data-testid="sync-label">
          {model.label}
        </span>
        {model.live && (
          <span className="hidden rounded-full bg-teal-50 px-1.5 sm:inline text-[0.7rem] font-bold uppercase tracking-wide text-teal-800">
            {SYNC_MESSAGES.live}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8, padding: 10 }}
        className="z-50 w-72 rounded-xl bg-white p-4 text-sm text-stone-700 shadow-lg ring-1 ring-stone-200"
      >
        {({ close }) => (
          <>
            <p className="font-semibold text-stone-900">{model.label}</p>
            <p className="mt-1">{model.lastSynced}</p>
            {model.live && <p className="mt-1">{SYNC_MESSAGES.liveDetail}</p>}
            {model.progress !== null && (
              <progress className="mt-3 h-2 w-full accent-teal-700" max={100} value={model.progress} aria-label={model.label} />
            )}
            {model.error && (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 p-2 text-red-800">
                {model.error}
              </p>
            )}
            {model.issues && (
              <Link
                to="/settings"
                search={{ tab: 'versions' }}
                onClick={() => close()}
                className="mt-3 block font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                {model.issues}
              </Link>
            )}
            {model.canRetry && (
              <button
                type="button"
                onClick={retrySync}
                className="mt-3 rounded-lg bg-teal-700 px-3 py-1.5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                {SYNC_MESSAGES.retry}
              </button>
            )}
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
