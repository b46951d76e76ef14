// Keeps what replication could not apply as the user wrote it in the sync_issues
// collection. One open refusal per document (the latest version the server
// refused), its reason told in the product's words when a field's limit explains it
// (domain/sync-refusal.ts); one entry per lost conflict and server version.
import { refusalOf } from '../../domain/sync-refusal.ts';
import type { CollectionName } from './collection-defs.ts';
import type { SyncIssueInput, SyncIssueSink } from './sync-issue-sink.ts';
import { nowTimestamp } from './timestamps.ts';
import type { DeviceDatabase } from './device-database.ts';

function issueId(issue: SyncIssueInput): string {
  const base = `${issue.collection}|${issue.docId}|${issue.kind}`;
  return issue.kind === 'rejected' ? base : `${base}|${String(issue.server?.server_modified ?? '')}`;
}

function reasonOf(issue: SyncIssueInput): string {
  if (issue.kind !== 'rejected') return issue.reason;
  return refusalOf(issue.collection, issue.docId, issue.local, issue.reason).reason;
}

function plain(doc: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(doc));
}

export function createSyncIssueLog(getDb: () => DeviceDatabase | null): SyncIssueSink {
  return {
    async record(issue) {
      const db = getDb();
      if (!db || db.closed) return;
      try {
        await db.sync_issues.upsert({
          id: issueId(issue),
          collection_name: issue.collection,
          doc_id: issue.docId,
          kind: issue.kind,
          reason: reasonOf(issue),
          fields: issue.fields,
          local_version: plain(issue.local),
          server_version: issue.server ? plain(issue.server) : null,
          state: 'open',
          created_at: nowTimestamp(),
        });
      } catch (error) {
        // Losing the log entry must not stop replication; the server's version is kept either way.
        console.error('Could not record a sync issue', error);
      }
    },
    async accepted(collection: CollectionName, docIds: readonly string[]) {
      const db = getDb();
      if (!db || db.closed || docIds.length === 0) return;
      const open = await db.sync_issues
        .find({ selector: { collection_name: collection, kind: 'rejected', state: 'open', doc_id: { $in: [...docIds] } } })
        .exec();
      await Promise.all(open.map((doc) => doc.incrementalPatch({ state: 'dismissed' })));
    },
  };
}
