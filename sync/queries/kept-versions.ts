// The versions replication kept for the user (conflict losers, refused changes), each
// beside the document as it is now on this device, so a screen can show both.
import { combineLatest, map, type Observable, of, switchMap } from 'rxjs';
import type { CollectionName } from '../db/collection-defs.ts';
import type { DeviceDatabase } from '../db/device-database.ts';
import type { SyncIssueDoc } from '../schemas/sync-issue-schema.ts';
import { openSyncIssues$ } from './live-queries.ts';

export type KeptVersion = {
  issue: SyncIssueDoc;
  /** The document as it stands now (null: deleted, or never reached this device). */
  current: Record<string, unknown> | null;
};

function current$(db: DeviceDatabase, issue: SyncIssueDoc): Observable<Record<string, unknown> | null> {
  // One collection's type stands for all: only findOne and toMutableJSON are used.
  const collection = db.collections[issue.collection_name as CollectionName] as typeof db.content_history | undefined;
  if (!collection) return of(null);
  return collection
    .findOne(issue.doc_id)
    .$.pipe(map((doc) => (doc ? (doc.toMutableJSON() as unknown as Record<string, unknown>) : null)));
}

export function keptVersions$(db: DeviceDatabase): Observable<KeptVersion[]> {
  return openSyncIssues$(db).pipe(
    switchMap((issues) =>
      issues.length === 0
        ? of([])
        : combineLatest(issues.map((issue) => current$(db, issue).pipe(map((current) => ({ issue, current }))))),
    ),
  );
}
