import type { AdminSubscription } from '#sync/admin.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { STATUS_LABELS, SUBSCRIPTIONS } from '../messages.ts';
import { formatDate } from '../../../ui/format.ts';
import { normalStatus, subscriberName, subscriptionActions, type UsageColour, usageColour, usagePercent } from './subscription-rules.ts';

const BAR: Record<UsageColour, string> = { red: 'bg-red-600', yellow: 'bg-yellow-400', green: 'bg-green-600' };
const TEXT: Record<UsageColour, string> = { red: 'text-red-700', yellow: 'text-yellow-800', green: 'text-green-700' };
const STATUS_TONE = { active: 'teal', trialing: 'teal', expired: 'stone', canceled: 'stone', past_due: 'amber', pending: 'amber' } as const;

type SubscriptionCardProps = {
  subscription: AdminSubscription;
  busy: boolean;
  onCancel: () => void;
  onReactivate: () => void;
  onResetCredits: () => void;
  onChangePlan: () => void;
  onExtendTrial: () => void;
};

export function SubscriptionCard({ subscription, busy, onCancel, onReactivate, onResetCredits, onChangePlan, onExtendTrial }: SubscriptionCardProps) {
  const titleId = `subscription-${subscription.id}`;
  const name = subscriberName(subscription);
  const studio = subscription.person?.studio || subscription.profile?.business_name || '';
  const status = normalStatus(subscription.status);
  const percent = usagePercent(subscription);
  const colour = usageColour(percent);
  const actions = subscriptionActions(subscription.status);
  const start = formatDate(subscription.current_period_start);
  const end = formatDate(subscription.current_period_end);
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate font-semibold text-stone-900" title={name || undefined}>
            {name || SUBSCRIPTIONS.unknownUser}
          </h3>
          {subscription.person?.email && (
            <p className="truncate text-sm text-stone-700" title={subscription.person.email}>
              {subscription.person.email}
            </p>
          )}
          <p className="truncate text-sm text-stone-600" title={studio || undefined}>
            {studio || SUBSCRIPTIONS.noBusiness}
          </p>
        </div>
        <Badge tone={STATUS_TONE[status]}>{STATUS_LABELS[status]}</Badge>
      </div>
      <p className="mt-3 text-sm font-medium text-teal-800">{subscription.plan?.name ?? SUBSCRIPTIONS.noPlan}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-stone-600">{SUBSCRIPTIONS.creditsUsed}</dt>
          <dd className="font-semibold text-stone-900">{subscription.credits_used}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{SUBSCRIPTIONS.creditsRemaining}</dt>
          <dd className="font-semibold text-stone-900">{subscription.credits_remaining}</dd>
        </div>
      </dl>
      <div className="mt-3 flex items-center gap-3">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
          <div className={`h-full ${BAR[colour]}`} style={{ width: `${Math.min(percent, 100)}%` }} />
        </div>
        <span className={`text-sm font-semibold ${TEXT[colour]}`} data-usage={colour}>
          {SUBSCRIPTIONS.percentUsed(percent)}
        </span>
      </div>
      <p className="mt-3 text-sm text-stone-600">
        {SUBSCRIPTIONS.period}: {start || end ? `${start || '…'} – ${end || '…'}` : SUBSCRIPTIONS.noPeriod}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {actions.cancel && (
          <Button size="sm" variant="ghost" className="text-red-700 hover:text-red-800" onClick={onCancel} disabled={busy}>
            {SUBSCRIPTIONS.cancel}
          </Button>
        )}
        {actions.reactivate && (
          <Button size="sm" variant="secondary" onClick={onReactivate} busy={busy}>
            {SUBSCRIPTIONS.reactivate}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onResetCredits} disabled={busy || !subscription.plan}>
          {SUBSCRIPTIONS.resetCredits}
        </Button>
        <Button size="sm" variant="secondary" onClick={onChangePlan} disabled={busy}>
          {SUBSCRIPTIONS.changePlan}
        </Button>
        {actions.extendTrial && (
          <Button size="sm" variant="secondary" onClick={onExtendTrial} disabled={busy}>
            {SUBSCRIPTIONS.extendTrial}
          </Button>
        )}
      </div>
    </article>
  );
}
