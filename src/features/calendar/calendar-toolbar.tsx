import { Button } from '../../ui/button.tsx';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-search.ts';
import { CALENDAR } from './messages.ts';
import { PlanPostMenu } from './plan-post-menu.tsx';

type CalendarToolbarProps = {
  view: CalendarView;
  wide: boolean;
  title: string;
  today: string;
  onView: (view: CalendarView) => void;
  onShift: (by: number) => void;
  onToday: () => void;
};

export function CalendarToolbar({ view, wide, title, today, onView, onShift, onToday }: CalendarToolbarProps) {
  const unit = view === 'week' ? 'week' : 'month';
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button variant="secondary" size="sm" onClick={() => onShift(-1)} aria-label={CALENDAR.previous(unit)}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onToday}>
          {CALENDAR.today}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onShift(1)} aria-label={CALENDAR.next(unit)}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <h2 className="mr-auto text-lg font-semibold text-stone-900" aria-live="polite">
        {title}
      </h2>
      {wide && (
        <fieldset className="flex rounded-lg border border-stone-300 bg-white p-0.5">
          <legend className="sr-only">{CALENDAR.viewLabel}</legend>
          {CALENDAR_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onView(option)}
              className={`rounded-md px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 ${view === option ? 'bg-teal-800 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
            >
              {CALENDAR.views[option]}
            </button>
          ))}
        </fieldset>
      )}
      <PlanPostMenu day={today} />
    </div>
  );
}
