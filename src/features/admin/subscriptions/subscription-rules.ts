// What the subscriptions tab shows and allows: the credit usage percentage and its
// colour (red at 90% or more, yellow at 75% or more, else green; the
// percentage rounded), the search and status filter ('cancelled' counts as
// canceled), and which status change a card offers.
import type { AdminSubscription } from '#sync/admin.ts';
import type { SubscriptionStatus } from '#domain/plans.ts';

export type UsageColour = 'red' | 'yellow' | 'green';

export const STATUS_FILTERS = ['all', 'active', 'trialing', 'expired', 'canceled', 'past_due', 'pending'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Share of the plan's credits used, rounded; the plan's limit, else used + remaining. */
export function usagePercent(subscription: Pick<AdminSubscription, 'credits_used' | 'credits_remaining' | 'plan'>): number {
  const limit = subscription.plan?.credits_limit || subscription.credits_used + subscription.credits_remaining;
  if (limit <= 0) return 0;
  return Math.round((subscription.credits_used / limit) * 100);
}

export function usageColour(percent: number): UsageColour {
  if (percent >= 90) return 'red';
  if (percent >= 75) return 'yellow';
  return 'green';
}

/** The status a filter or a badge speaks of: 'cancelled' is 'canceled'. */
export function normalStatus(status: SubscriptionStatus): Exclude<SubscriptionStatus, 'cancelled'> {
  return status === 'cancelled' ? 'canceled' : status;
}

export function statusFilterFrom(value: string): StatusFilter {
  return STATUS_FILTERS.includes(value as StatusFilter) ? (value as StatusFilter) : 'all';
}

/** Who a subscription is: the person's own name, else the profile's, else the business. */
export function subscriberName(subscription: AdminSubscription): string {
  return subscription.person?.name || subscription.profile?.full_name || subscription.profile?.business_name || '';
}

/** Subscriptions whose person, address, studio, business or plan name contains the search (any case) and whose status matches. */
export function filterSubscriptions(list: readonly AdminSubscription[], search: string, status: StatusFilter): AdminSubscription[] {
  const needle = search.trim().toLowerCase();
  return list.filter((subscription) => {
    if (status !== 'all' && normalStatus(subscription.status) !== status) return false;
    if (needle === '') return true;
    const { person, profile, plan } = subscription;
    const haystack = [person?.name, person?.email, person?.studio, profile?.full_name, profile?.business_name, plan?.name];
    return haystack.some((value) => value?.toLowerCase().includes(needle));
  });
}

/**
 * Active subscriptions (and trials) can be canceled; canceled ones reactivated, and an
 * ended trial given its plan (becoming active starts a new month, migration 0600). A
 * trial, running or ended, can be extended.
 */
export function subscriptionActions(status: SubscriptionStatus): { cancel: boolean; reactivate: boolean; extendTrial: boolean } {
  const normal = normalStatus(status);
  return {
    cancel: normal === 'active' || normal === 'trialing',
    reactivate: normal === 'canceled' || normal === 'expired',
    extendTrial: normal === 'trialing' || normal === 'expired',
  };
}

/** The days a trial is extended by, from what the admin typed: a whole number from 1 to 90, else null. */
export function trialDays(text: string): number | null {
  const days = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(days) && days >= 1 && days <= 90 ? days : null;
}
