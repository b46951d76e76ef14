// Above the history list: "Select all shown", how many are selected, and one status for
// all of them.
import { useId, useState } from 'react';
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, type ContentStatus } from '#domain/content-statuses.ts';
import { Button } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/field.tsx';
import { HISTORY as H } from '../messages.ts';

type BulkStatusBarProps = {
  shownCount: number;
  /** How many of the shown items are selected, and how many in all. */
  selectedShown: number;
  selectedCount: number;
  onSelectAll: (selected: boolean) => void;
  onApply: (status: ContentStatus) => void;
  onClear: () => void;
  disabled?: boolean;
};

export function BulkStatusBar({ shownCount, selectedShown, selectedCount, onSelectAll, onApply, onClear, disabled = false }: BulkStatusBarProps) {
  const id = useId();
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const all = shownCount > 0 && selectedShown === shownCount;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3">
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-5 accent-teal-700"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = selectedShown > 0 && !all;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        {H.selectAllShown}
      </label>
      {selectedCount > 0 && (
        <form
          className="flex flex-wrap items-center gap-2"
          aria-label={H.changeSelected}
          onSubmit={(event) => {
            event.preventDefault();
            if (status) onApply(status);
          }}
        >
          <span className="text-sm text-stone-700" aria-live="polite">
            {H.selected(selectedCount)}
          </span>
          <label htmlFor={id} className="sr-only">
            {H.setStatusOfSelected}
          </label>
          <select id={id} className={`${inputClass} w-40`} value={status} onChange={(event) => setStatus(CONTENT_STATUSES.find((known) => known === event.target.value) ?? '')}>
            <option value="">{H.chooseStatus}</option>
            {CONTENT_STATUSES.map((known) => (
              <option key={known} value={known}>
                {CONTENT_STATUS_LABELS[known]}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" disabled={disabled || !status}>
            {H.apply}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {H.clearSelection}
          </Button>
        </form>
      )}
    </div>
  );
}
