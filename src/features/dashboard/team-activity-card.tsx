// The owner's dashboard card for a studio with a team: content made and credits spent
// by each member this week or this month, as a bar chart and a table, and by tool.
// Read from the device's synced history and usage, so it works offline and updates as
// members' work arrives.
import { useMemo, useState } from 'react';
import { useHistory } from '#sync/history.ts';
import { type KnownMember, useStudioChoice, useStudioMembers } from '#sync/studio.ts';
import { useUsage } from '#sync/usage.ts';
import { contentTypeLabel, formatNumber } from '../../ui/format.ts';
import { memberName } from '../../ui/member-name.ts';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { TEAM_ACTIVITY as T } from './messages.ts';
import { periodStart, type TeamPeriod, teamActivity } from './team-activity.ts';

const PERIODS: TeamPeriod[] = ['week', 'month'];

/** Shown to a studio's owners once the studio has more than one member. */
export function TeamActivityCard() {
  const { current } = useStudioChoice();
  const members = useStudioMembers();
  if (current?.role !== 'owner' || members.length < 2) return null;
  return <TeamActivity members={members} />;
}

function TeamActivity({ members }: { members: KnownMember[] }) {
  const [period, setPeriod] = useState<TeamPeriod>('week');
  // One read covers both periods (a week may begin in the month before), so switching is instant.
  const now = new Date();
  const since = new Date(Math.min(periodStart('month', now).getTime(), periodStart('week', now).getTime())).toISOString();
  const history = useHistory({ since });
  const usage = useUsage(since);
  const { items } = history;
  const { records } = usage;
  const error = history.error ?? usage.error;
  const activity = useMemo(
    () => teamActivity(items, records, members.map((member) => member.user_id), periodStart(period, new Date())),
    [items, records, members, period],
  );
  const most = Math.max(1, ...activity.members.map((entry) => entry.items));

  return (
    <section aria-labelledby="team-activity-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="team-activity-title" className="text-lg font-semibold text-stone-900">
            {T.title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{T.lead}</p>
        </div>
        <fieldset className="flex rounded-lg border border-stone-300 p-0.5">
          <legend className="sr-only">{T.periodLabel}</legend>
          {PERIODS.map((entry) => (
            <label
              key={entry}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
            >
              <input type="radio" name="team-period" value={entry} checked={period === entry} onChange={() => setPeriod(entry)} className="sr-only" />
              {T.periods[entry]}
            </label>
          ))}
        </fieldset>
      </div>

      {error ? (
        <ReadFailed error={error} onRetry={history.retry} compact />
      ) : (
        <>
          <p className="mt-4 text-sm font-medium text-stone-800" aria-live="polite">
            {T.totals(activity.items, activity.credits)}
          </p>

          <figure className="mt-3">
            <figcaption className="sr-only">{T.chartLabel(T.periods[period])}</figcaption>
            <ul className="space-y-2" aria-hidden="true">
              {activity.members.map((entry) => (
                <li key={entry.userId} className="grid grid-cols-[minmax(0,8rem)_1fr_2.5rem] items-center gap-2 text-sm">
                  <span className="truncate text-stone-700">{memberName(members, entry.userId)}</span>
                  <span className="h-3 rounded-full bg-stone-100">
                    <span className="block h-3 rounded-full bg-teal-600" style={{ width: `${(entry.items / most) * 100}%` }} />
                  </span>
                  <span className="text-right tabular-nums text-stone-900">{entry.items}</span>
                </li>
              ))}
            </ul>
          </figure>

          {/* A narrow phone may scroll the table sideways: the region then takes keyboard focus. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
          <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={T.tableLabel}>
            <table className="w-full text-left text-sm">
              <thead className="text-stone-600">
                <tr>
                  <th scope="col" className="py-2 pr-2 font-medium">
                    {T.member}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {T.made}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {T.words}
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-medium">
                    {T.credits}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {activity.members.map((entry) => (
                  <tr key={entry.userId}>
                    <th scope="row" className="max-w-40 truncate py-2 pr-2 font-normal text-stone-900">
                      {memberName(members, entry.userId)}
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">{formatNumber(entry.items)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{formatNumber(entry.words)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{formatNumber(entry.credits)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h3 className="mt-4 text-sm font-semibold text-stone-900">{T.tools}</h3>
          {activity.tools.length === 0 ? (
            <p className="mt-1 text-sm text-stone-600">{T.nothing}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2">
              {activity.tools.map((tool) => (
                <li key={tool.type} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800">
                  {contentTypeLabel(tool.type)} <span className="font-semibold tabular-nums">{tool.items}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
