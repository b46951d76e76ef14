// The sync status for the header: state, label, pending count, last sync time,
// first-download progress. Pair with retrySync() (commands/sync-commands.ts).
import { useSyncExternalStore } from 'react';
import { OPENING_STATUS, SIGNED_OUT_STATUS, type SyncStatus } from '../status/sync-status.ts';
import { useDatabaseOpening, useUserDataSession } from './use-live-query.ts';

const noSubscription = () => () => undefined;
const opening = () => (typeof navigator !== 'undefined' && navigator.onLine === false ? OPENING_STATUS.offline : OPENING_STATUS.online);

export function useSyncStatus(): SyncStatus {
  const session = useUserDataSession();
  // Signed in and the database not open yet: "Syncing" (or "Offline"), never "All changes saved".
  const waiting = useDatabaseOpening(session) ? opening : () => SIGNED_OUT_STATUS;
  return useSyncExternalStore(session ? session.status.subscribe : noSubscription, session ? session.status.getStatus : waiting, () => SIGNED_OUT_STATUS);
}
