import { contentTypeLabel } from '../../../ui/format.ts';
import { ANALYTICS as A } from '../messages.ts';
import type { TypeShare } from './history-analytics.ts';
import { TYPE_COLOURS } from './type-colours.ts';

/** Each content type's count and share of all content, with a bar. */
export function TypeBreakdown({ shares }: { shares: readonly TypeShare[] }) {
  return (
    <section aria-labelledby="by-type-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id="by-type-title" className="text-base font-semibold text-stone-900">
        {A.byType}
      </h3>
      <ul className="mt-4 space-y-3" aria-label={A.byType}>
        {shares.map((share) => (
          <li key={share.type}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-stone-800">{contentTypeLabel(share.type)}</span>
              <span className="tabular-nums text-stone-700">
                {A.items(share.count)} · {share.percent}%
              </span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
              <div className={`h-full rounded-full ${TYPE_COLOURS[share.type]}`} style={{ width: `${share.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
