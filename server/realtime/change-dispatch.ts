// From a batch of committed changes to postgres_changes messages. For each change,
// the channels with a binding on its table and type are candidates; candidates are
// grouped by token, and each group's look-ups run in one transaction as that user
// (subscriber-view.ts), one group after the other. A channel then receives a change
// only if row level security let its user read the row and a binding's filter
// matches that row; the message lists the ids of the matching bindings:
// [null, null, topic, "postgres_changes", {ids, data: {schema, table,
// commit_timestamp, type, columns, record?, old_record?, errors: null}}].
import type { Claims, Database } from '../db/database.ts';
import { bindingListensTo, type ChangeBinding } from './change-bindings.ts';
import type { Change } from './change-feed.ts';
import { filterMatches } from './change-filter.ts';
import type { PhoenixMessage } from './phoenix-message.ts';
import type { RealtimeCatalog, TableInfo } from './realtime-catalog.ts';
import type { JoinedChannel, RealtimeSession } from './realtime-session.ts';
import { type SubscriberView, viewAsSubscriber } from './subscriber-view.ts';
import { msUntilExpiry } from './token-claims.ts';

type Candidate = { session: RealtimeSession; channel: JoinedChannel; claimsKey: string; bindings: ChangeBinding[] };

type Group = { claims: Claims; changeIndexes: number[]; views: Map<number, SubscriberView> };

function candidatesFor(change: Change, sessions: RealtimeSession[]): Candidate[] {
  const found: Candidate[] = [];
  for (const session of sessions) {
    for (const channel of session.channels.values()) {
      const bindings = channel.bindings.filter((b) => bindingListensTo(b, change.schema, change.table, change.type));
      if (bindings.length > 0) found.push({ session, channel, claimsKey: channel.claimsKey, bindings });
    }
  }
  return found;
}

function changeMessage(topic: string, change: Change, table: TableInfo, ids: number[], view: SubscriberView): PhoenixMessage {
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: table.columns,
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = view.record;
  // The old row when this user may read it, otherwise only its primary key.
  if (change.type !== 'INSERT') data.old_record = view.oldVisible && change.old ? change.old : change.keys;
  return { joinRef: null, ref: null, topic, event: 'postgres_changes', payload: { ids, data } };
}

function deliver(candidate: Candidate, change: Change, table: TableInfo, view: SubscriberView): void {
  const { session, channel } = candidate;
  // The channel may have left, re-joined or switched user while the checks ran.
  if (session.channels.get(channel.topic) !== channel || channel.claimsKey !== candidate.claimsKey) return;
  if (msUntilExpiry(channel.claims) <= 0) {
    session.shutdown(channel, 'Token has expired 0 seconds ago');
    return;
  }
  const row = change.type === 'DELETE' ? (view.oldVisible ? change.old : null) : view.record;
  if (!row) return;
  const ids = candidate.bindings.filter((b) => !b.filter || filterMatches(b.filter, row)).map((b) => b.id);
  if (ids.length > 0) session.send(changeMessage(channel.topic, change, table, ids, view));
}

export async function dispatchChanges(
  db: Database,
  catalog: RealtimeCatalog,
  sessions: Iterable<RealtimeSession>,
  changes: Change[],
): Promise<void> {
  const subscribers = [...sessions];
  const tables = changes.map((c) => catalog.get(c.schema, c.table));
  const candidates = changes.map((change, i) => (tables[i] ? candidatesFor(change, subscribers) : []));
  const groups = new Map<string, Group>();
  candidates.forEach((list, index) => {
    for (const { claimsKey, channel } of list) {
      const group: Group = groups.get(claimsKey) ?? { claims: channel.claims, changeIndexes: [], views: new Map() };
      if (group.changeIndexes.at(-1) !== index) group.changeIndexes.push(index);
      groups.set(claimsKey, group);
    }
  });
  for (const group of groups.values()) {
    const requests = group.changeIndexes.map((i) => ({ change: changes[i]!, table: tables[i]! }));
    try {
      const views = await db.asRole(group.claims, (tx) => viewAsSubscriber(tx, group.claims, requests));
      for (const [i, changeIndex] of group.changeIndexes.entries()) group.views.set(changeIndex, views[i]!);
    } catch (error) {
      // Without a verdict nothing is sent to this group (never more than RLS allows).
      console.error('[realtime] visibility checks failed:', error);
    }
  }
  changes.forEach((change, index) => {
    for (const candidate of candidates[index] ?? []) {
      const view = groups.get(candidate.claimsKey)?.views.get(index);
      if (view) deliver(candidate, change, tables[index]!, view);
    }
  });
}
