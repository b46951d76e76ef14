// Public surface: the versions sync kept for the user to restore or discard (a
// version that lost a conflict, a change the server refused).
export { dismissSyncIssue, restoreSyncIssue } from '../commands/sync-commands.ts';
export { useKeptVersions } from '../hooks/use-kept-versions.ts';
export type { KeptVersion } from '../queries/kept-versions.ts';
export type { SyncIssueDoc, SyncIssueKind } from '../schemas/sync-issue-schema.ts';
