// The tables the live channel listens to: every table the device pulls. The studio's
// tables are filtered to the open studio's rows, the user's own (drafts, subscriptions)
// to theirs; the active prompts and plans are shared by everyone, so their binding has
// no filter (row level security still decides).
import { COLLECTION_DEFS, COLLECTION_NAMES, type CollectionName, STUDIO_COLLECTIONS } from '../db/collection-defs.ts';

const SHARED_TABLES: ReadonlySet<CollectionName> = new Set(['master_prompts', 'subscription_plans']);

export type LiveTable = { table: CollectionName; filter: string | null };

export function liveTables(userId: string, studioId: string = userId): LiveTable[] {
  const filterOf = (table: CollectionName): string | null => {
    if (SHARED_TABLES.has(table)) return null;
    return STUDIO_COLLECTIONS.has(table) ? `studio_id=eq.${studioId}` : `user_id=eq.${userId}`;
  };
  return COLLECTION_NAMES.filter((name) => {
    const { mode } = COLLECTION_DEFS[name];
    return mode === 'two-way' || mode === 'mirror';
  }).map((table) => ({ table, filter: filterOf(table) }));
}

export function isLiveTable(name: string, tables: readonly LiveTable[]): name is CollectionName {
  return tables.some((entry) => entry.table === name);
}
