// The Usage and Credits panel's figures from the user's subscription as it stands now
// (domain/subscription-lifecycle.ts: the same rules the database applies, so a device
// that last synced before a period ended already shows the new month): credits used of
// the plan's limit, the share in whole percent and its colour (red at
// 90% or more, yellow at 75% or more, otherwise green), and what happens next.
import { type SubscriptionLike, type SubscriptionState, settleSubscription } from '#domain/subscription-lifecycle.ts';

export type CreditLevel = 'green' | 'yellow' | 'red';

/** What the period's end means: renewal, the trial's end, the end of a canceled plan. */
export type PeriodNote = { kind: 'renews' | 'trialEnds' | 'accessEnds' | 'trialEnded' | 'ended'; date: string } | null;

export type CreditUsage = {
  planName: string;
  state: SubscriptionState;
  used: number;
  limit: number;
  remaining: number;
  percent: number;
  level: CreditLevel;
  canSpend: boolean;
  periodStart: string | null;
  periodEnd: string | null;
  note: PeriodNote;
};

export function creditLevel(percent: number): CreditLevel {
  if (percent >= 90) return 'red';
  if (percent >= 75) return 'yellow';
  return 'green';
}

const NOTE_KIND: Partial<Record<SubscriptionState, NonNullable<PeriodNote>['kind']>> = {
  active: 'renews',
  trial: 'trialEnds',
  canceling: 'accessEnds',
  trial_ended: 'trialEnded',
  ended: 'ended',
};

/** null without a subscription ('No active plan'); past-due and pending ones show no figures either. */
export function creditUsage(subscription: SubscriptionLike | null, now: Date = new Date()): CreditUsage | null {
  if (!subscription) return null;
  const settled = settleSubscription(subscription, now);
  if (settled.state === 'past_due' || settled.state === 'pending') return null;
  const used = settled.creditsUsed;
  const limit = settled.creditsLimit;
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const kind = NOTE_KIND[settled.state];
  return {
    planName: subscription.plan?.name ?? 'Current',
    state: settled.state,
    used,
    limit,
    remaining: settled.creditsRemaining,
    percent,
    level: creditLevel(percent),
    canSpend: settled.canSpend,
    periodStart: settled.periodStart,
    periodEnd: settled.periodEnd,
    note: kind && settled.periodEnd ? { kind, date: settled.periodEnd } : null,
  };
}
