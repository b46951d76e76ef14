import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { type ContentHistoryDoc, setHistoryStatus, useHistory } from '#sync/history.ts';
import type { ContentStatus } from '#domain/content-types.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { CONTENT_STATUS_LABELS, HISTORY as H } from '../messages.ts';
import { createHistorySearch, type HistoryFilters, NO_FILTERS } from './history-filter.ts';
import { HistoryFiltersBar } from './history-filters-bar.tsx';
import { HistoryItemDialog } from './history-item-dialog.tsx';
import { HistoryList } from './history-list.tsx';

export function HistoryTab() {
  const { items } = useHistory();
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  // The search index is built once per list; typing updates the field at once and
  // the list when React has time (a deferred value), so a keystroke never waits.
  const search = useMemo(() => createHistorySearch(items), [items]);
  const deferredFilters = useDeferredValue(filters);
  const shown = useMemo(() => search(deferredFilters), [search, deferredFilters]);
  const open = items.find((item) => item.id === openId);

  async function changeStatus(item: ContentHistoryDoc, status: ContentStatus) {
    try {
      await setHistoryStatus(item.id, status);
      notifySuccess(H.statusUpdated, H.statusUpdatedDescription(item.title, CONTENT_STATUS_LABELS[status].toLowerCase()));
    } catch (error) {
      console.error('Could not change the status', error);
      notifyError(H.statusFailed, H.statusFailedDescription);
    }
  }

  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="text-xl font-semibold text-stone-900">
        {H.title}
      </h2>
      <div className="mt-4">
        <HistoryFiltersBar filters={filters} onChange={setFilters} />
      </div>
      <p className="mt-4 text-sm text-stone-600" aria-live="polite">
        {H.count(shown.length, items.length)}
      </p>
      {shown.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
          <p>{items.length === 0 ? H.empty : H.noMatch}</p>
          {items.length === 0 && (
            <Link to="/content" className="mt-2 inline-block font-semibold text-teal-800 underline underline-offset-2">
              {H.openStudio}
            </Link>
          )}
        </div>
      ) : (
        <HistoryList items={shown} onOpen={(item) => setOpenId(item.id)} onStatusChange={(item, status) => void changeStatus(item, status)} />
      )}
      {open && <HistoryItemDialog item={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
