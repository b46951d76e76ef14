// The tables the live channel listens to: every table the device pulls. The user's
// own tables are filtered to their rows; the active prompts and plans are shared by
// everyone, so their binding has no filter (row level security still decides).
import { COLLECTION_DEFS, COLLECTION_NAMES, type CollectionName } from '../db/collection-defs.ts';

const SHARED_TABLES: ReadonlySet<CollectionName> = new Set(['master_prompts', 'subscription_plans']);

export type LiveTable = { table: CollectionName; filter: string | null };

export function liveTables(userId: string): LiveTable[] {
  return COLLECTION_NAMES.filter((name) => {
    const { mode } = COLLECTION_DEFS[name];
    return mode === 'two-way' || mode === 'mirror';
  }).map((table) => ({ table, filter: SHARED_TABLES.has(table) ? null : `user_id=eq.${userId}` }));
}

export function isLiveTable(name: string, tables: readonly LiveTable[]): name is CollectionName {
  return tables.some((entry) => entry.table === name);
}
