// A piece's detail, opened from the calendar: what it says, where and when it goes out,
// who made it, a "Move to" day (the keyboard's way to reschedule, and how a piece in the
// tray is planned) and the way to the history, where everything else about it is done.
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { CHANNEL_LABELS } from '#domain/content-plan.ts';
import { CONTENT_STATUS_LABELS } from '#domain/content-statuses.ts';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { Button } from '../../ui/button.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { Modal } from '../../ui/dialog.tsx';
import { inputClass } from '../../ui/field.tsx';
import { contentTypeLabel } from '../../ui/format.ts';
import { dayLabel, timeLabel } from './calendar-format.ts';
import { itemTitle } from './calendar-item.tsx';
import { CALENDAR } from './messages.ts';

type ItemDialogProps = {
  item: ContentHistoryDoc;
  author: string;
  /** The day it is on in the studio's zone, or null (not planned). */
  day: string | null;
  onMove: (day: string) => void;
  onClose: () => void;
};

const EXCERPT = 600;

export function ItemDialog({ item, author, day, onMove, onClose }: ItemDialogProps) {
  const id = useId();
  const [target, setTarget] = useState(day ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const title = itemTitle(item);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return setProblem(CALENDAR.moveDayMissing);
    if (target === day) return setProblem(CALENDAR.moveUnchanged);
    onMove(target);
  };
  const text = item.content.length > EXCERPT ? `${item.content.slice(0, EXCERPT)}…` : item.content;
  return (
    <Modal open onClose={onClose} title={title}>
      <p className="text-sm text-stone-700">
        {contentTypeLabel(item.content_type)} · {item.channel ? CHANNEL_LABELS[item.channel] : ''} · {CONTENT_STATUS_LABELS[item.status]} · {CALENDAR.by(author)}
      </p>
      {day && item.scheduled_for && (
        <p className="mt-1 text-sm font-medium text-stone-900">
          {dayLabel(day)}, {timeLabel(item.scheduled_for)}
        </p>
      )}
      <p className="mt-3 line-clamp-6 whitespace-pre-line break-words text-sm text-stone-700">{text || CALENDAR.noText}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-end gap-2">
        <div className="grow">
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
            {day ? CALENDAR.moveTo : CALENDAR.planDay}
          </label>
          <input
            id={id}
            type="date"
            className={inputClass}
            value={target}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setTarget(event.target.value);
              setProblem(null);
            }}
          />
        </div>
        <Button type="submit" size="sm">
          {day ? CALENDAR.move : CALENDAR.plan}
        </Button>
        {problem && (
          <p id={`${id}-problem`} className="basis-full text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        <Link to="/settings" search={{ tab: 'history', item: item.id }} className={buttonClass('secondary', 'sm')}>
          {CALENDAR.openInHistory}
        </Link>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {CALENDAR.close}
        </Button>
      </div>
    </Modal>
  );
}
