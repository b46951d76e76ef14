// Items per week as stacked CSS bars, one colour per content type. Each week's
// bar carries its figures as text for screen readers; the legend names colours.
import type { ContentType } from '#domain/tools.ts';
import { contentTypeLabel, formatDayMonth } from '../../../ui/format.ts';
import { ANALYTICS as A } from '../messages.ts';
import type { WeekBucket } from './history-analytics.ts';
import { TYPE_COLOURS } from './type-colours.ts';

function describeWeek(week: WeekBucket): string {
  const parts = Object.entries(week.byType).map(([type, count]) => `${contentTypeLabel(type)} ${count}`);
  return `${A.weekOf(formatDayMonth(week.start))}: ${A.items(week.total)}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

export function WeeklyChart({ weeks }: { weeks: readonly WeekBucket[] }) {
  const highest = Math.max(1, ...weeks.map((week) => week.total));
  const types = [...new Set(weeks.flatMap((week) => Object.keys(week.byType) as ContentType[]))];
  return (
    <section aria-labelledby="weekly-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id="weekly-title" className="text-base font-semibold text-stone-900">
        {A.weekly}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{A.weeklyLead(weeks.length)}</p>
      <ol className="mt-4 flex h-48 items-end gap-1.5 sm:gap-3" aria-label={A.weekly}>
        {weeks.map((week) => (
          <li key={week.start.toISOString()} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="sr-only">{describeWeek(week)}</span>
            <span aria-hidden="true" className="text-xs tabular-nums text-stone-700">
              {week.total}
            </span>
            <div aria-hidden="true" className="flex w-full max-w-10 flex-col-reverse overflow-hidden rounded-t-md bg-stone-100" style={{ height: `${(week.total / highest) * 75}%` }}>
              {Object.entries(week.byType).map(([type, count]) => (
                <div key={type} className={TYPE_COLOURS[type as ContentType]} style={{ height: `${(count / week.total) * 100}%` }} />
              ))}
            </div>
            <span aria-hidden="true" className="text-[0.65rem] whitespace-nowrap text-stone-600 sm:text-xs">
              {formatDayMonth(week.start)}
            </span>
          </li>
        ))}
      </ol>
      {types.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700" aria-label="Legend">
          {types.map((type) => (
            <li key={type} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-3 rounded-sm ${TYPE_COLOURS[type]}`} />
              {contentTypeLabel(type)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
