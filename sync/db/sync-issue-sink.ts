// How the conflict handler and replication hand over what the user must be able to
// see and undo: a version that lost a conflict, or a change the server refused.
// sync-issue-log.ts stores them in the sync_issues collection.
import type { CollectionName } from './collection-defs.ts';
import type { DocState } from './device-database.ts';

export type SyncIssueInput = {
  collection: CollectionName;
  docId: string;
  kind: 'conflict' | 'rejected';
  reason: string;
  /** The fields (dotted paths) the device's version loses; empty for a refused change. */
  fields: string[];
  local: DocState;
  server: DocState | null;
};

export type SyncIssueSink = {
  record(issue: SyncIssueInput): Promise<void>;
  /** These documents reached the server: earlier refusals of them no longer apply. */
  accepted(collection: CollectionName, docIds: readonly string[]): Promise<void>;
};
