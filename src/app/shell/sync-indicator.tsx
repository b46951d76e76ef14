// The header's sync status for a signed-in user: offline, syncing N changes, all
// changes saved or a sync error (with Retry), "Live" while changes from other
// devices stream in, the last successful sync and the first download's progress.
// The details open under the button as a plain disclosure (Escape or a click
// elsewhere closes it, focus goes back to the button): no popover library on every
// signed-in page for one small panel.
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { retrySync, useSyncStatus } from '#sync/status.ts';
import { SYNC_MESSAGES } from '#domain/sync-messages.ts';
import { type IndicatorTone, syncIndicatorModel } from './sync-indicator-model.ts';

// No pulse while busy: the label already counts the changes or the download's percent,
// and an endless animation makes the browser draw frames for as long as a first
// download lasts (measured: a third of its time on a 2-core machine without a GPU).
const DOT: Record<IndicatorTone, string> = {
  neutral: 'bg-stone-500',
  busy: 'bg-amber-500',
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

/** Open state that closes on Escape (focus back to the button) and on a press outside `root`. */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);
  return { open, setOpen, root, button };
}

export default function SyncIndicator() {
  const status = useSyncStatus();
  const model = syncIndicatorModel(status, useNow(30_000));
  const { open, setOpen, root, button } = useDisclosure();
  const panelId = useId();
  const close = () => setOpen(false);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
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
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 top-full z-50 mt-2 w-72 max-w-[calc(100vw-1.25rem)] rounded-xl bg-white p-4 text-sm text-stone-700 shadow-lg ring-1 ring-stone-200"
        >
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
          {model.fix && (
            <Link
              to={model.fix.to}
              search={model.fix.search as never}
              onClick={() => close()}
              className="mt-3 block font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              {SYNC_MESSAGES.fixIt}
            </Link>
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
        </div>
      )}
    </div>
  );
}
