// user_subscriptions for administrators: every subscription (settled to today) with its
// plan and the owner's profile, newest first; status changes and credit resets by id.
import { appClient, dataOf, oneRow, type SupabaseClient } from './admin-request.ts';
import type { AdminSubscription, SubscriptionChange, SubscriptionStatus } from './admin-types.ts';
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
  return dataOf<Row[]>(answer).map(toAdminSubscription);
}

export async function setSubscriptionStatus(
  id: string,
  status: SubscriptionStatus,
  client: SupabaseClient = appClient(),
): Promise<SubscriptionChange> {
  const answer = await client.from('user_subscriptions').update({ status }).eq('id', id).select(CHANGE_SELECT);
  return toSubscriptionChange(oneRow<Row>(answer, 'The subscription'));
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
