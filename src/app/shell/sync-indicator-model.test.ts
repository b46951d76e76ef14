import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '#sync/status.ts';
import { sinceText, syncIndicatorModel } from './sync-indicator-model.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const base: SyncStatus = {
  state: 'saved',
  label: 'All changes saved',
  pendingChanges: 0,
  lastSyncedAt: '2026-11-22T11:55:00Z',
  error: null,
  firstDownload: { done: true, received: 0, total: 0 },
  openIssues: 0,
  live: true,
  connected: true,
  unreachable: false,
};

describe('the header sync indicator', () => {
  it('shows all changes saved, live, and when the last sync was', () => {
    expect(syncIndicatorModel(base, NOW)).toMatchObject({
      tone: 'ok',
      label: 'All changes saved',
      live: true,
      lastSynced: 'Last synced 5 min ago',
      canRetry: false,
      progress: null,
    });
  });

  it('shows the number of changes being synced', () => {
    const model = syncIndicatorModel({ ...base, state: 'syncing', label: 'Syncing 3 changes', pendingChanges: 3 }, NOW);
    expect(model).toMatchObject({ tone: 'busy', label: 'Syncing 3 changes' });
  });

  it('is never live while offline', () => {
    const model = syncIndicatorModel({ ...base, state: 'offline', label: 'Offline · 2 changes waiting' }, NOW);
    expect(model).toMatchObject({ tone: 'neutral', live: false, label: 'Offline · 2 changes waiting' });
  });

  it('offers Retry for a retryable error, not for a change the server refused', () => {
    const failing = { ...base, state: 'error' as const, label: 'Sync error', live: false };
    expect(syncIndicatorModel({ ...failing, error: { message: 'Server unavailable', retryable: true } }, NOW)).toMatchObject({
      tone: 'error',
      error: 'Server unavailable',
      canRetry: true,
    });
    expect(syncIndicatorModel({ ...failing, error: { message: 'The server refused a change', retryable: false } }, NOW).canRetry).toBe(false);
  });

  it('offers the screen to fix a refused change on, and nothing to open for other errors', () => {
    const failing = { ...base, state: 'error' as const, label: 'Sync error', live: false };
    const fix = { to: '/settings' as const, search: { tab: 'templates' } };
    expect(syncIndicatorModel({ ...failing, error: { message: 'The server refused a change', retryable: false, fix } }, NOW).fix).toEqual(fix);
    expect(syncIndicatorModel({ ...failing, error: { message: 'Server unavailable', retryable: true } }, NOW).fix).toBeNull();
  });

  it('offers Retry when the network is up but the server does not answer, not when the device is offline', () => {
    const unreachable: SyncStatus = { ...base, state: 'offline', label: 'Can’t reach the server', live: false, connected: false, unreachable: true };
    expect(syncIndicatorModel(unreachable, NOW)).toMatchObject({ tone: 'neutral', label: 'Can’t reach the server', canRetry: true });
    expect(syncIndicatorModel({ ...unreachable, label: 'Offline', unreachable: false }, NOW).canRetry).toBe(false);
  });

  it('shows the first download as a percentage and a progress value', () => {
    const model = syncIndicatorModel({ ...base, state: 'syncing', firstDownload: { done: false, received: 500, total: 2000 } }, NOW);
    expect(model).toMatchObject({ label: 'Downloading your data… 25%', progress: 25 });
  });

  it('points at versions that need attention', () => {
    expect(syncIndicatorModel({ ...base, openIssues: 2 }, NOW).issues).toBe('2 versions need your attention in Settings');
  });

  it('words the time since the last sync', () => {
    expect(sinceText(null, NOW)).toBe('Not synced yet');
    expect(sinceText('2026-11-22T11:59:40Z', NOW)).toBe('Last synced just now');
    expect(sinceText('2026-11-22T09:00:00Z', NOW)).toBe('Last synced 3 h ago');
  });
});
