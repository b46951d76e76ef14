// What one subscriber may know of a batch of changes, decided by Postgres itself: in
// one transaction as the subscriber's role and JWT claims (db.asRole, so row level
// security applies), the changed row is selected by its key: `record` is exactly the
// row that user may read (timestamps as Postgres' JSON text), or null. A deleted row
// cannot be selected, so for the old row the table's SELECT policies (see
// realtime-catalog.ts) are evaluated on it, as the same role and claims.
import type { Claims, Tx } from '../db/database.ts';
import type { Change } from './change-feed.ts';
import { quoteIdent, type TableInfo } from './realtime-catalog.ts';

export type SubscriberView = { record: Record<string, unknown> | null; oldVisible: boolean };

export type ViewRequest = { change: Change; table: TableInfo };

const HIDDEN: SubscriberView = { record: null, oldVisible: false };

function recordSql(table: TableInfo): string {
  const keys = table.keys.map(quoteIdent);
  return `(select to_jsonb(t) from ${table.sqlName} t
     where (${keys.map((k) => `t.${k}`).join(', ')}) = (select ${keys.map((k) => `r.${k}`).join(', ')}
       from jsonb_populate_record(null::${table.sqlName}, $1::jsonb) r))`;
}

function oldVisibleSql(table: TableInfo, predicate: string, param: string): string {
  return `exists (select 1 from jsonb_populate_record(null::${table.sqlName}, ${param}::jsonb) as ${quoteIdent(table.table)}
     where ${predicate})`;
}

function viewSql(request: ViewRequest, predicate: string): { sql: string; params: string[] } {
  const { change, table } = request;
  const keys = JSON.stringify(change.keys);
  if (change.type === 'INSERT' || !change.old) {
    return { sql: `select ${recordSql(table)} as record, false as old_visible`, params: [keys] };
  }
  const old = JSON.stringify(change.old);
  if (change.type === 'DELETE') {
    return { sql: `select null::jsonb as record, ${oldVisibleSql(table, predicate, '$1')} as old_visible`, params: [old] };
  }
  return { sql: `select ${recordSql(table)} as record, ${oldVisibleSql(table, predicate, '$2')} as old_visible`, params: [keys, old] };
}

async function viewOne(tx: Tx, claims: Claims, request: ViewRequest): Promise<SubscriberView> {
  const access = request.table.access[claims.role];
  if (!access.select) return HIDDEN;
  const { sql, params } = viewSql(request, access.predicate);
  // A savepoint per look-up: one failing check (a policy that raises) hides that
  // change only, not the rest of the batch.
  await tx.exec('savepoint realtime_view');
  try {
    const { rows } = await tx.query<{ record: Record<string, unknown> | null; old_visible: boolean }>(sql, params);
    await tx.exec('release savepoint realtime_view');
    const row = rows[0];
    return { record: row?.record ?? null, oldVisible: row?.old_visible ?? false };
  } catch (error) {
    await tx.exec('rollback to savepoint realtime_view');
    console.error(`[realtime] visibility check on ${request.table.sqlName} failed:`, (error as Error).message);
    return HIDDEN;
  }
}

/** The subscriber's view of each requested change, in order; `tx` runs as the subscriber. */
export async function viewAsSubscriber(tx: Tx, claims: Claims, requests: ViewRequest[]): Promise<SubscriberView[]> {
  const views: SubscriberView[] = [];
  for (const request of requests) views.push(await viewOne(tx, claims, request));
  return views;
}
