import { describe, expect, it } from 'vitest';
import { deriveSyncStatus, INITIAL_FACTS, type SyncFacts } from './sync-status.ts';

const facts = (over: Partial<SyncFacts>): SyncFacts => ({ ...INITIAL_FACTS, firstDownload: { done: true, received: 0, total: 0 }, ...over });

describe('deriveSyncStatus', () => {
  it('says all changes are saved when nothing is pending and nothing failed', () => {
    expect(deriveSyncStatus(facts({}))).toMatchObject({ state: 'saved', label: 'All changes saved', error: null });
  });

  it('is not saved before the first download is over, even with nothing running', () => {
    expect(deriveSyncStatus(facts({ firstDownload: { done: false, received: 4_999, total: 5_000 } })).state).toBe('syncing');
  });

  it('counts the changes being synced', () => {
    expect(deriveSyncStatus(facts({ pending: 3 })).label).toBe('Syncing 3 changes');
    expect(deriveSyncStatus(facts({ pending: 1 })).label).toBe('Syncing 1 change');
    expect(deriveSyncStatus(facts({ active: true })).label).toBe('Syncing');
  });

  it('is offline when the device is offline or requests get no answer, with the changes waiting', () => {
    expect(deriveSyncStatus(facts({ online: false, pending: 2 }))).toMatchObject({ state: 'offline', label: 'Offline · 2 changes waiting' });
    expect(deriveSyncStatus(facts({ failure: { kind: 'network', message: 'fetch failed' } })).state).toBe('offline');
  });

  it('reports a server failure as a retryable sync error', () => {
    const status = deriveSyncStatus(facts({ failure: { kind: 'server', message: 'Service unavailable' }, pending: 4 }));
    expect(status).toMatchObject({ state: 'error', label: 'Sync error', error: { message: 'Service unavailable', retryable: true } });
  });

  it('asks to sign in again when online without a valid session, never claiming the data is saved', () => {
    const status = deriveSyncStatus(facts({ waitingForSession: true, pending: 1 }));
    expect(status.state).toBe('error');
    expect(status.error?.message).toMatch(/Sign in again/);
  });

  it('reports changes the server refused with the reason, as not retryable', () => {
    const status = deriveSyncStatus(facts({ openRejections: 1, latestRejection: 'status must be draft' }));
    expect(status).toMatchObject({ state: 'error', error: { message: 'The server refused a change: status must be draft', retryable: false }, openIssues: 1 });
  });

  it('points a refused change to the screen where it is fixed', () => {
    const fix = { to: '/briefs' as const, search: { brief: 'b1' } };
    expect(deriveSyncStatus(facts({ openRejections: 1, latestRejection: 'Too long', latestRejectionFix: fix })).error?.fix).toEqual(fix);
  });
});

describe('live', () => {
  it('is live while the channel is joined and the device is online', () => {
    expect(deriveSyncStatus(facts({ live: true })).live).toBe(true);
    expect(deriveSyncStatus(facts({ live: false })).live).toBe(false);
    expect(deriveSyncStatus(facts({ live: true, online: false })).live).toBe(false);
  });
});
