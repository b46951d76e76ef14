// The sync status a person reads in the header, derived from plain facts the
// replication reports. Pure: the store (sync-status-store.ts) holds the facts.
import type { FailureKind } from '../remote-error.ts';
import type { FixScreen } from '../../domain/field-limits.ts';
import { SYNC_MESSAGES } from '../../domain/sync-messages.ts';

export type SyncState = 'offline' | 'syncing' | 'saved' | 'error';

export type FirstDownload = { done: boolean; received: number; total: number };

export type SyncFacts = {
  /** The browser says it has a network. */
  online: boolean;
  /** The backend answered the last request (false: no answer or a timeout while "online"). */
  reachable: boolean;
  failure: { kind: FailureKind; message: string } | null;
  waitingForSession: boolean;
  active: boolean;
  pending: number;
  lastSyncedAt: string | null;
  firstDownload: FirstDownload;
  openRejections: number;
  latestRejection: string | null;
  /** Where the latest refused change is fixed (its screen, opened on it when it can be). */
  latestRejectionFix: FixScreen | null;
  openConflicts: number;
  /** The live channel is joined: changes from other devices arrive within seconds. */
  live: boolean;
};

export type SyncStatus = {
  state: SyncState;
  /** The status line: "Offline", "Syncing 3 changes", "All changes saved", "Sync error". */
  label: string;
  /** Changes made on this device the server has not confirmed yet. */
  pendingChanges: number;
  /** When the device last exchanged data with the server successfully (ISO), or null. */
  lastSyncedAt: string | null;
  /** What went wrong; `retryable` false when retrying cannot help (the server refused a change); `fix` the screen to fix it on. */
  error: { message: string; retryable: boolean; fix?: FixScreen } | null;
  firstDownload: FirstDownload;
  /** Versions that lost a conflict and refused changes the user has not looked at. */
  openIssues: number;
  /** Changes made on other devices show here as they happen (the "live" indicator). */
  live: boolean;
  /** The device has a network and the backend answers: requests (images) can go now. */
  connected: boolean;
  /** The device has a network but the backend does not answer (lie-fi): worth a Retry. */
  unreachable: boolean;
};

export const INITIAL_FACTS: SyncFacts = {
  online: true,
  reachable: true,
  failure: null,
  waitingForSession: false,
  active: false,
  pending: 0,
  lastSyncedAt: null,
  firstDownload: { done: false, received: 0, total: 0 },
  openRejections: 0,
  latestRejection: null,
  latestRejectionFix: null,
  openConflicts: 0,
  live: false,
};

function stateAndError(facts: SyncFacts): Pick<SyncStatus, 'state' | 'error'> {
  if (!facts.online || !facts.reachable || facts.failure?.kind === 'network') return { state: 'offline', error: null };
  if (facts.waitingForSession) return { state: 'error', error: { message: SYNC_MESSAGES.signInAgain, retryable: true } };
  if (facts.failure) return { state: 'error', error: { message: facts.failure.message, retryable: true } };
  if (facts.openRejections > 0) {
    const message = SYNC_MESSAGES.rejected(facts.openRejections, facts.latestRejection ?? '');
    const fix = facts.latestRejectionFix ? { fix: facts.latestRejectionFix } : {};
    return { state: 'error', error: { message, retryable: false, ...fix } };
  }
  if (facts.pending > 0 || facts.active || !facts.firstDownload.done) return { state: 'syncing', error: null };
  return { state: 'saved', error: null };
}

export function deriveSyncStatus(facts: SyncFacts): SyncStatus {
  const { state, error } = stateAndError(facts);
  let label: string = SYNC_MESSAGES.error;
  if (state === 'offline' && facts.online) {
    label = facts.pending > 0 ? SYNC_MESSAGES.unreachableWaiting(facts.pending) : SYNC_MESSAGES.unreachable;
  } else if (state === 'offline') {
    label = facts.pending > 0 ? SYNC_MESSAGES.offlineWaiting(facts.pending) : SYNC_MESSAGES.offline;
  }
  if (state === 'syncing') label = SYNC_MESSAGES.syncing(facts.pending);
  if (state === 'saved') label = SYNC_MESSAGES.saved;
  return {
    state,
    label,
    pendingChanges: facts.pending,
    lastSyncedAt: facts.lastSyncedAt,
    error,
    firstDownload: facts.firstDownload,
    openIssues: facts.openRejections + facts.openConflicts,
    live: facts.live && state !== 'offline',
    connected: state !== 'offline',
    unreachable: state === 'offline' && facts.online,
  };
}

/** The status shown when nobody is signed in (no device database open). */
export const SIGNED_OUT_STATUS: SyncStatus = deriveSyncStatus({ ...INITIAL_FACTS, firstDownload: { done: true, received: 0, total: 0 } });

/** Signed in, the device database still opening: nothing is known to be saved yet. */
export const OPENING_STATUS: Record<'online' | 'offline', SyncStatus> = {
  online: deriveSyncStatus({ ...INITIAL_FACTS, active: true }),
  offline: deriveSyncStatus({ ...INITIAL_FACTS, online: false }),
};
