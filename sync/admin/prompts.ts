// master_prompts for administrators: the full list newest first (inactive ones
// too), create (owned by the signed-in administrator), update, delete, and the
// active switch.
import { AdminRequestError, appClient, dataOf, oneRow, type SupabaseClient } from './admin-request.ts';
import type { MasterPrompt, PromptInput } from './admin-types.ts';
import { toMasterPrompt } from './row-mapping.ts';

type Row = Record<string, unknown>;

export async function listPrompts(client: SupabaseClient = appClient()): Promise<MasterPrompt[]> {
  const answer = await client.from('master_prompts').select('*').eq('_deleted', false).order('created_at', { ascending: false });
  return dataOf<Row[]>(answer).map(toMasterPrompt);
}

/**
 * Inserts a prompt written by `userId`, or updates prompt `id` when given.
 * The manager needs a signed-in user: without one it throws 'Not authenticated'.
 */
export async function savePrompt(
  prompt: PromptInput,
  target: { id?: string; userId: string | null | undefined },
  client: SupabaseClient = appClient(),
): Promise<MasterPrompt> {
  if (!target.userId) throw new AdminRequestError('Not authenticated');
  const table = client.from('master_prompts');
  const answer = target.id
    ? await table.update(prompt).eq('id', target.id).select('*')
    : await table.insert({ ...prompt, user_id: target.userId }).select('*');
  return toMasterPrompt(oneRow<Row>(answer, 'The prompt'));
}

export async function deletePrompt(id: string, client: SupabaseClient = appClient()): Promise<void> {
  oneRow<Row>(await client.from('master_prompts').delete().eq('id', id).select('id'), 'The prompt');
}

export async function setPromptActive(id: string, active: boolean, client: SupabaseClient = appClient()): Promise<MasterPrompt> {
  const answer = await client.from('master_prompts').update({ is_active: active }).eq('id', id).select('*');
  return toMasterPrompt(oneRow<Row>(answer, 'The prompt'));
}
