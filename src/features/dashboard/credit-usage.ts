// The Usage and Credits panel's figures from the user's subscription: credits used
// of the plan's limit, the share in whole percent and its colour (spec section 9:
// red at 90% or more, yellow at 75% or more, otherwise green).

export type CreditLevel = 'green' | 'yellow' | 'red';

export type CreditUsage = {
  planName: string;
  used: number;
  limit: number;
  remaining: number;
  percent: number;
  level: CreditLevel;
  renewsAt: string | null;
};

type SubscriptionLike = {
  status: string;
  credits_used: number;
  credits_remaining: number;
  current_period_end: string | null;
  plan: { name: string; credits_limit: number } | null;
};

export function creditLevel(percent: number): CreditLevel {
  if (percent >= 90) return 'red';
  if (percent >= 75) return 'yellow';
  return 'green';
}

/** null when there is no active subscription ('No active plan'). */
export function creditUsage(subscription: SubscriptionLike | null): CreditUsage | null {
  if (subscription?.status !== 'active') return null;
  const used = Math.max(0, subscription.credits_used ?? 0);
  const limit = subscription.plan?.credits_limit ?? used + Math.max(0, subscription.credits_remaining ?? 0);
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return {
    planName: subscription.plan?.name ?? 'Current',
    used,
    limit,
    remaining: Math.max(0, subscription.credits_remaining ?? limit - used),
    percent,
    level: creditLevel(percent),
    renewsAt: subscription.current_period_end,
  };
}
