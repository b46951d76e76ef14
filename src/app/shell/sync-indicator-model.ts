// What the header's sync indicator shows for a sync status: a pure function so that
// each of the four states (offline, syncing N, saved, error) is tested as a person
// would read it.
import type { FixScreen } from '#domain/field-limits.ts';
import { SYNC_MESSAGES } from '#domain/sync-messages.ts';
import type { SyncStatus } from '#sync/status.ts';

export type IndicatorTone = 'neutral' | 'busy' | 'ok' | 'error';

export type SyncIndicatorModel = {
  tone: IndicatorTone;
  label: string;
  live: boolean;
  /** 0-100 while the first download after sign-in runs on this device, else null. */
  progress: number | null;
  lastSynced: string;
  error: string | null;
  /** The screen where the refused change is fixed. */
  fix: FixScreen | null;
  canRetry: boolean;
  issues: string | null;
};

const TONES: Record<SyncStatus['state'], IndicatorTone> = { offline: 'neutral', syncing: 'busy', saved: 'ok', error: 'error' };

/** "just now", "5 min ago", "3 h ago", or the date, for the last successful sync. */
export function sinceText(iso: string | null, now: number): string {
  if (!iso) return SYNC_MESSAGES.neverSynced;
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return SYNC_MESSAGES.neverSynced;
  const minutes = Math.floor((now - then) / 60_000);
  if (minutes < 1) return SYNC_MESSAGES.lastSynced('just now');
  if (minutes < 60) return SYNC_MESSAGES.lastSynced(`${minutes} min ago`);
  if (minutes < 24 * 60) return SYNC_MESSAGES.lastSynced(`${Math.floor(minutes / 60)} h ago`);
  return SYNC_MESSAGES.lastSynced(`on ${new Date(then).toLocaleDateString()}`);
}

export function syncIndicatorModel(status: SyncStatus, now: number): SyncIndicatorModel {
  const { firstDownload } = status;
  const downloading = !firstDownload.done && firstDownload.total > 0;
  return {
    tone: TONES[status.state],
    label: downloading ? SYNC_MESSAGES.firstDownload(Math.floor((100 * firstDownload.received) / firstDownload.total)) : status.label,
    live: status.live && status.state !== 'offline',
    progress: downloading ? Math.min(100, Math.floor((100 * firstDownload.received) / firstDownload.total)) : null,
    lastSynced: sinceText(status.lastSyncedAt, now),
    error: status.error?.message ?? null,
    fix: status.error?.fix ?? null,
    canRetry: status.state === 'error' ? status.error?.retryable !== false : status.unreachable,
    issues: status.openIssues > 0 ? SYNC_MESSAGES.openIssues(status.openIssues) : null,
  };
}
