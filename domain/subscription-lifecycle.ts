// The subscription rules ("credits reset monthly and do not roll over";
// "cancel any time, access continues to the end of the billing period"), the same rules
// migration 0600_subscription_lifecycle.sql applies in the database. The device applies
// them to its last synced copy, so a dashboard opened offline after a period ended shows
// what the server will show.
//
// - A plan's period is a calendar month from its start (UTC; a period that starts on the
//   31st ends on the last day of a shorter month, and the next one starts there).
// - When an active period ends, the next one starts where it ended (several, if months
//   passed) and the credits go back to the plan's limit: nothing carries over.
// - The sign-up trial (status 'trialing') ends at its period's end: the account keeps
//   its data, its credits go to 0 and it spends nothing until it has a plan ('expired').
// - A canceled subscription keeps its credits until its period ends, then has none.

export type SubscriptionLike = {
  status: string;
  credits_used: number;
  credits_remaining: number;
  current_period_start: string | null;
  current_period_end: string | null;
  plan: { name: string; credits_limit: number } | null;
};

export type SubscriptionState = 'trial' | 'active' | 'canceling' | 'trial_ended' | 'ended' | 'past_due' | 'pending';

export type SettledSubscription = {
  state: SubscriptionState;
  status: string;
  creditsUsed: number;
  creditsRemaining: number;
  /** The plan's monthly credits (used + remaining when the plan is unknown). */
  creditsLimit: number;
  periodStart: string | null;
  periodEnd: string | null;
  /** Credits may be spent now. */
  canSpend: boolean;
};

/** `iso` plus `months` calendar months, in UTC, the day clamped to the month's length (as Postgres adds months). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(
    Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()),
  );
  return moved.toISOString();
}

function ended(periodEnd: string | null, now: Date): boolean {
  return periodEnd !== null && new Date(periodEnd).getTime() <= now.getTime();
}

/** The subscription as it stands at `now` under the rules above. */
export function settleSubscription(subscription: SubscriptionLike, now: Date): SettledSubscription {
  const status = subscription.status === 'cancelled' ? 'canceled' : subscription.status;
  let used = Math.max(0, subscription.credits_used);
  let remaining = Math.max(0, subscription.credits_remaining);
  let start = subscription.current_period_start;
  let end = subscription.current_period_end;
  const limit = subscription.plan?.credits_limit ?? used + remaining;
  let state: SubscriptionState;
  if (status === 'trialing') {
    state = ended(end, now) ? 'trial_ended' : 'trial';
  } else if (status === 'expired') {
    state = 'trial_ended';
  } else if (status === 'canceled') {
    state = ended(end, now) || end === null ? 'ended' : 'canceling';
  } else if (status === 'active') {
    state = 'active';
    if (end !== null && ended(end, now)) {
      const from = end;
      let months = 0;
      while (new Date(addMonths(from, months + 1)).getTime() <= now.getTime()) months += 1;
      start = addMonths(from, months);
      end = addMonths(from, months + 1);
      used = 0;
      remaining = subscription.plan?.credits_limit ?? remaining;
    }
  } else {
    state = status === 'past_due' ? 'past_due' : 'pending';
  }
  if (state === 'trial_ended' || state === 'ended') remaining = 0;
  return {
    state,
    status: state === 'trial_ended' ? 'expired' : status,
    creditsUsed: used,
    creditsRemaining: remaining,
    creditsLimit: limit,
    periodStart: start,
    periodEnd: end,
    canSpend: state === 'trial' || state === 'active' || state === 'canceling',
  };
}
