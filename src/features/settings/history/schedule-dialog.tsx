// Scheduling an item that has no date yet: a scheduled item always has its moment, so
// the status select asks for it before the item moves.
import { type FormEvent, useId, useState } from 'react';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { inputClass } from '../../../ui/field.tsx';
import { HISTORY as H } from '../messages.ts';

/** `datetime-local`'s value for a moment, in the device's time: tomorrow at nine by default. */
export function localInputValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function tomorrowAtNine(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
}

/** `heading`: the dialog's title when it schedules several items (else the item's). */
type ScheduleDialogProps = { item?: ContentHistoryDoc; heading?: string; onSchedule: (scheduledFor: string) => void; onClose: () => void };

export function ScheduleDialog({ item, heading, onSchedule, onClose }: ScheduleDialogProps) {
  const id = useId();
  const [value, setValue] = useState(() => localInputValue(tomorrowAtNine()));
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(value);
    if (!value || Number.isNaN(at.getTime())) {
      setMissing(true);
      return;
    }
    onSchedule(at.toISOString());
  };
  return (
    <Modal open onClose={onClose} title={heading ?? H.scheduleTitle(item?.title ?? '')} description={H.scheduleDescription}>
      <form onSubmit={submit} noValidate>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          {H.plannedFor}
        </label>
        <input
          id={id}
          type="datetime-local"
          className={inputClass}
          value={value}
          required
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setMissing(false);
          }}
        />
        {missing && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {H.plannedForMissing}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {H.cancel}
          </Button>
          <Button type="submit" size="sm">
            {H.schedule}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
