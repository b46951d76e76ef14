// subscription_plans for administrators: every plan (active or not), newest first;
// create, update and delete by id.
import { appClient, oneRow, dataOf, type SupabaseClient } from './admin-request.ts';
import type { AdminPlan, PlanInput } from './admin-types.ts';
import { toAdminPlan } from './row-mapping.ts';

type Row = Record<string, unknown>;

export async function listPlans(client: SupabaseClient = appClient()): Promise<AdminPlan[]> {
  const answer = await client
    .from('subscription_plans')
    .select('*')
    .eq('_deleted', false)
    .order('created_at', { ascending: false });
  return dataOf<Row[]>(answer).map(toAdminPlan);
}

/** Inserts the plan, or updates the plan `id` when given; answers the stored plan. */
export async function savePlan(plan: PlanInput, id?: string, client: SupabaseClient = appClient()): Promise<AdminPlan> {
  const table = client.from('subscription_plans');
  const answer = id ? await table.update(plan).eq('id', id).select('*') : await table.insert(plan).select('*');
  return toAdminPlan(oneRow<Row>(answer, 'The plan'));
}

export async function deletePlan(id: string, client: SupabaseClient = appClient()): Promise<void> {
  oneRow<Row>(await client.from('subscription_plans').delete().eq('id', id).select('id'), 'The plan');
}
