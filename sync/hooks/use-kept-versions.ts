import { type KeptVersion, keptVersions$ } from '../queries/kept-versions.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

const NONE: KeptVersion[] = [];

/** Open kept versions, newest first, each with the current document (restoreSyncIssue / dismissSyncIssue). */
export function useKeptVersions(): { versions: KeptVersion[] } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => keptVersions$(s.db), 'kept-versions', NONE);
  return { versions: data, ...status };
}
