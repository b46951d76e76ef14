import { Link } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { type ContentHistoryDoc, setHistoryStatus, setHistoryStatuses, useWholeHistory } from '#sync/history.ts';
import { useDataReady } from '#sync/status.ts';
import { useStudioMembers } from '#sync/studio.ts';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '#domain/content-statuses.ts';
import { memberName } from '../../../ui/member-name.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { ReadFailed } from '../../../ui/read-failed.tsx';
import { HISTORY as H, SETTINGS } from '../messages.ts';
import { HISTORY_FIRST_PAGE } from './history-first-page.ts';
import { createHistorySearch, type HistoryFilters, NO_FILTERS } from './history-filter.ts';
import { HistoryFiltersBar } from './history-filters-bar.tsx';
import { BulkStatusBar } from './bulk-status-bar.tsx';
import { HistoryItemActions } from './history-item-actions.tsx';
import { HistoryItemDialog } from './history-item-dialog.tsx';
import { HistoryItemVersions } from './history-item-versions.tsx';
import { HistoryList } from './history-list.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { useSearchResults } from './use-search-results.ts';
import { useSelection } from './use-selection.ts';

/** Sets an item's status, and says whether it worked. */
async function changeStatus(item: ContentHistoryDoc, status: ContentStatus, scheduledFor?: string) {
  try {
    await setHistoryStatus(item.id, status, scheduledFor);
    notifySuccess(H.statusUpdated, H.statusUpdatedDescription(item.title, CONTENT_STATUS_LABELS[status].toLowerCase()));
  } catch (error) {
    console.error('Could not change the status', error);
    // A move the review keeps to owners says so; anything else, the general words.
    notifyError(H.statusFailed, error instanceof Error && /owner/.test(error.message) ? error.message : H.statusFailedDescription);
  }
}

/** Sets the status of many items, and says whether it worked. */
async function changeStatuses(items: readonly ContentHistoryDoc[], status: ContentStatus, scheduledFor?: string): Promise<boolean> {
  try {
    const moved = await setHistoryStatuses(
      items.map((item) => item.id),
      status,
      scheduledFor,
    );
    notifySuccess(H.statusUpdated, H.bulkUpdated(moved, CONTENT_STATUS_LABELS[status].toLowerCase()));
    return true;
  } catch (error) {
    console.error('Could not change the statuses', error);
    notifyError(H.statusFailed, error instanceof Error ? error.message : H.statusFailedDescription);
    return false;
  }
}

/**
 * In a studio with a team: the members and anyone else who made an item here (someone who
 * has left), for the "Made by" filter and the author on each row. Alone: none.
 */
function useAuthors(items: readonly ContentHistoryDoc[]) {
  const members = useStudioMembers();
  return useMemo(() => {
    const ids = new Set(members.map((member) => member.user_id));
    for (const item of items) ids.add(item.user_id);
    if (ids.size < 2) return { authors: [], authorOf: undefined };
    const authors = [...ids]
      .map((id) => ({ value: id, label: memberName(members, id) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return { authors, authorOf: (userId: string) => memberName(members, userId) };
  }, [members, items]);
}

/** `linkedItem`: an item to open at once (a link to it); `onItemClosed` is told when it is closed. */
export type HistoryTabProps = { linkedItem?: string; onItemClosed?: () => void };

export function HistoryTab({ linkedItem, onItemClosed }: HistoryTabProps = {}) {
  const { items, total, loading, error, retry } = useWholeHistory(HISTORY_FIRST_PAGE);
  // The first rows can come from disk before the database is open: nothing to write to yet.
  const ready = useDataReady();
  const { authors, authorOf } = useAuthors(items);
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const [openId, setOpenId] = useState<string | null>(linkedItem ?? null);
  // The search index is built once per list; typing updates the field at once and
  // the list when its search has answered, searched a slice at a time between
  // keystrokes, so a keystroke never waits.
  const search = useMemo(() => createHistorySearch(items), [items]);
  useEffect(() => {
    if (items.length === 0) return;
    const idle = globalThis.requestIdleCallback ?? ((run: (deadline: IdleDeadline) => void) => setTimeout(() => run({ didTimeout: false, timeRemaining: () => 5 }), 200));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    // A slice or a few per idle moment, so that a key typed meanwhile never waits for the whole index.
    let handle = 0;
    const build = (deadline: IdleDeadline) => {
      if (!search.warm(() => deadline.timeRemaining())) handle = idle(build) as number;
    };
    handle = idle(build) as number;
    return () => cancel(handle as never);
  }, [search, items.length]);
  // Typing starts its search in the key's own render: the search waits for tasks of its
  // own (use-search-results.ts), so a deferred render per key would only draw the tab
  // twice. Other filters, and a search cleared, change the list when React has time (a
  // deferred value); until then it shows what it showed.
  const searching = filters.search.trim() !== '';
  const deferredFilters = useDeferredValue(searching ? null : filters);
  const shown = useSearchResults(search, searching ? filters : deferredFilters);
  const open = items.find((item) => item.id === openId);
  // Stable, so that a keystroke (which changes only the filters at first) does not draw the list again.
  const openItem = useCallback((item: ContentHistoryDoc) => setOpenId(item.id), []);
  // A scheduled item needs its moment: one without a date is asked for it first.
  const [scheduling, setScheduling] = useState<ContentHistoryDoc | null>(null);
  const changeItemStatus = useCallback((item: ContentHistoryDoc, status: ContentStatus) => {
    if (status === 'scheduled' && !item.scheduled_for) setScheduling(item);
    else void changeStatus(item, status);
  }, []);
  const selection = useSelection(items, shown);
  // Scheduling several where one has no date: one date for all of them, asked first.
  const [schedulingMany, setSchedulingMany] = useState<readonly ContentHistoryDoc[] | null>(null);
  const applyToSelected = (status: ContentStatus) => {
    const chosen = selection.chosen;
    if (status === 'scheduled' && chosen.some((item) => !item.scheduled_for)) setSchedulingMany(chosen);
    else void changeStatuses(chosen, status).then((done) => done && selection.clear());
  };

  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="text-xl font-semibold text-stone-900">
        {H.title}
      </h2>
      <div className="mt-4">
        <HistoryFiltersBar filters={filters} onChange={setFilters} authors={authors} />
      </div>
      <p className="mt-4 text-sm text-stone-600" aria-live="polite">
        {/* Until counted, a line's height of nothing: no figure that is not yet true, and no jump when it comes. */}
        {total === null ? '\u00a0' : H.count(shown.length, total)}
      </p>
      {loading ? (
        <LoadingStatus text={SETTINGS.opening} />
      ) : error ? (
        <div className="mt-4">
          <ReadFailed error={error} onRetry={retry} />
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
          <p>{items.length === 0 ? H.empty : H.noMatch}</p>
          {items.length === 0 && (
            <Link to="/content" className="mt-2 inline-block font-semibold text-teal-800 underline underline-offset-2">
              {H.openStudio}
            </Link>
          )}
        </div>
      ) : (
        <>
        <BulkStatusBar
          shownCount={shown.length}
          selectedShown={selection.chosenShown}
          selectedCount={selection.chosen.length}
          onSelectAll={selection.selectShown}
          onApply={applyToSelected}
          onClear={selection.clear}
          disabled={!ready}
        />
        <HistoryList
          items={shown}
          selected={selection.selected}
          onSelect={selection.select}
          authorOf={authorOf}
          onOpen={openItem}
          onStatusChange={changeItemStatus}
          statusLocked={!ready}
        />
        </>
      )}
      {schedulingMany && (
        <ScheduleDialog
          heading={H.scheduleMany(schedulingMany.length)}
          onClose={() => setSchedulingMany(null)}
          onSchedule={(scheduledFor) => {
            setSchedulingMany(null);
            void changeStatuses(schedulingMany, 'scheduled', scheduledFor).then((done) => done && selection.clear());
          }}
        />
      )}
      {scheduling && (
        <ScheduleDialog
          item={scheduling}
          onClose={() => setScheduling(null)}
          onSchedule={(scheduledFor) => {
            setScheduling(null);
            void changeStatus(scheduling, 'scheduled', scheduledFor);
          }}
        />
      )}
      {open && (
        <HistoryItemDialog
          item={open}
          details={<HistoryItemVersions item={open} disabled={!ready} />}
          actions={
            <HistoryItemActions
              item={open}
              onDuplicated={setOpenId}
              onDeleting={() => {
                if (open.id === linkedItem) onItemClosed?.();
                setOpenId(null);
              }}
              disabled={!ready}
            />
          }
          onClose={() => {
            if (open.id === linkedItem) onItemClosed?.();
            setOpenId(null);
          }}
        />
      )}
    </section>
  );
}
