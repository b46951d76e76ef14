import type { ReactNode } from 'react';
import { ANALYTICS } from '../messages.ts';
import { contentTypeLabel } from '../../../ui/format.ts';
import type { AnalyticsView, TypeUsage } from './analytics-view.ts';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="font-semibold text-stone-900">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const Empty = ({ text }: { text: string }) => <p className="text-sm text-stone-600">{text}</p>;

export function UsageByTypeList({ types }: { types: TypeUsage[] }) {
  return (
    <Panel id="analytics-by-type" title={ANALYTICS.usageByType}>
      {types.length === 0 ? (
        <Empty text={ANALYTICS.noUsage} />
      ) : (
        <ul className="space-y-3">
          {types.map((type) => (
            <li key={type.contentType}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium text-stone-900">{contentTypeLabel(type.contentType)}</span>
                <span className="text-stone-600">
                  {ANALYTICS.uses(type.uses)} · {ANALYTICS.credits(type.credits)}
                </span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                <div className="h-full bg-teal-700" style={{ width: `${type.share}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function TopTypesList({ types }: { types: TypeUsage[] }) {
  return (
    <Panel id="analytics-top" title={ANALYTICS.topTypes}>
      {types.length === 0 ? (
        <Empty text={ANALYTICS.noUsage} />
      ) : (
        <ol className="space-y-2">
          {types.map((type, index) => (
            <li key={type.contentType} className="flex items-center justify-between gap-3 text-sm">
              <span>
                <span className="mr-2 inline-flex size-6 items-center justify-center rounded-full bg-teal-50 font-semibold text-teal-800">
                  {index + 1}
                </span>
                {contentTypeLabel(type.contentType)}
              </span>
              <span className="text-stone-600">{type.share}%</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function ActiveSubscriptionsList({ plans }: { plans: AnalyticsView['plans'] }) {
  return (
    <Panel id="analytics-subscriptions" title={ANALYTICS.activeSubscriptions}>
      {plans.length === 0 ? (
        <Empty text={ANALYTICS.noSubscriptions} />
      ) : (
        <ul className="divide-y divide-stone-100">
          {plans.map((plan) => (
            <li key={plan.name} className="flex justify-between gap-3 py-2 text-sm">
              <span className="font-medium text-stone-900">{plan.name}</span>
              <span className="text-stone-600">
                {ANALYTICS.subscribers(plan.count)} · {ANALYTICS.creditsUsedShort(plan.credits_used)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
