import type { SyncIssueDoc } from '../schemas/sync-issue-schema.ts';
import { openSyncIssues$ } from '../queries/studio-queries.ts';
import { useLiveQuery } from './use-live-query.ts';

const NONE: SyncIssueDoc[] = [];

/** Versions that lost a conflict and changes the server refused, newest first (restoreSyncIssue / dismissSyncIssue). */
export function useSyncIssues(): { issues: SyncIssueDoc[]; loading: boolean } {
  const { data, loading } = useLiveQuery((s) => openSyncIssues$(s.db), 'sync-issues', NONE);
  return { issues: data, loading };
}
