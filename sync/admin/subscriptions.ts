// user_subscriptions for administrators: every subscription (settled to today) with its
// plan and the owner's profile, newest first; status changes, credit resets, plan changes
// and longer trials by id (the last two decided by the database, migration 1880).
import { appClient, dataOf, oneRow, type SupabaseClient } from './admin-request.ts';
import type { AdminSubscription, SubscriptionChange, SubscriptionStatus } from './admin-types.ts';
import { loadPeople } from './people.ts';
import { toAdminSubscription, toSubscriptionChange } from './row-mapping.ts';

type Row = Record<string, unknown>;

export const SUBSCRIPTION_SELECT =
  '*, subscription_plans(id, name, credits_limit, price, currency), profiles(full_name, business_name)';

const CHANGE_SELECT = 'id, status, credits_used, credits_remaining';

export async function listSubscriptions(
  client: SupabaseClient = appClient(),
  options: { status?: SubscriptionStatus } = {},
): Promise<AdminSubscription[]> {
  // Periods that ended are settled first (migration 0600), so the figures are today's.
  const settled = await client.rpc('settle_subscriptions');
  if (settled.error) dataOf(settled);
  let query = client.from('user_subscriptions').select(SUBSCRIPTION_SELECT).eq('_deleted', false);
  if (options.status) query = query.eq('status', options.status);
  const answer = await query.order('created_at', { ascending: false });
  const list = dataOf<Row[]>(answer).map(toAdminSubscription);
  const people = await loadPeople(list.map((subscription) => subscription.user_id), client);
  return list.map((subscription) => ({ ...subscription, person: people.get(subscription.user_id) ?? null }));
}

export async function setSubscriptionStatus(
  id: string,
  status: SubscriptionStatus,
  client: SupabaseClient = appClient(),
): Promise<SubscriptionChange> {
  const answer = await client.from('user_subscriptions').update({ status }).eq('id', id).select(CHANGE_SELECT);
  return toSubscriptionChange(oneRow<Row>(answer, 'The subscription'));
}

/** Another plan at once: the credits left are its allowance less what the period used. */
export async function changeSubscriptionPlan(id: string, planId: string, client: SupabaseClient = appClient()): Promise<SubscriptionChange> {
  return toSubscriptionChange(dataOf<Row>(await client.rpc('admin_change_plan', { p_subscription: id, p_plan: planId })));
}

/** A trial, running or ended, made `days` (1-90) longer. */
export async function extendTrial(id: string, days: number, client: SupabaseClient = appClient()): Promise<SubscriptionChange> {
  return toSubscriptionChange(dataOf<Row>(await client.rpc('admin_extend_trial', { p_subscription: id, p_days: days })));
}

/** credits_used back to 0 and credits_remaining to the plan's credits_limit (Reset Credits). */
export async function resetCredits(
  id: string,
  creditsLimit: number,
  client: SupabaseClient = appClient(),
): Promise<SubscriptionChange> {
  const answer = await client
    .from('user_subscriptions')
    .update({ credits_used: 0, credits_remaining: creditsLimit })
    .eq('id', id)
    .select(CHANGE_SELECT);
  return toSubscriptionChange(oneRow<Row>(answer, 'The subscription'));
}
