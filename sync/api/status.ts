// Public surface: the sync state the header shows, and the user's "retry".
export { retrySync } from '../commands/sync-commands.ts';
export { useDataReady } from '../hooks/use-data-ready.ts';
export { useSyncStatus } from '../hooks/use-sync-status.ts';
export type { SyncState, SyncStatus } from '../status/sync-status.ts';
