// The sync status for the header: state, label, pending count, last sync time,
// first-download progress. Pair with retrySync() (commands/sync-commands.ts).
import { useSyncExternalStore } from 'react';
import { SIGNED_OUT_STATUS, type SyncStatus } from '../status/sync-status.ts';
import { useUserDataSession } from './use-live-query.ts';

const noSubscription = () => () => undefined;

export function useSyncStatus(): SyncStatus {
  const session = useUserDataSession();
  return useSyncExternalStore(
    session ? session.status.subscribe : noSubscription,
    session ? session.status.getStatus : () => SIGNED_OUT_STATUS,
    () => SIGNED_OUT_STATUS,
  );
}
