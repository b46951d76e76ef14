// An access token that expires while offline: supabase-js then answers getSession()
// with null and sends REST calls with the anon key (wire notes, section 1). The data
// layer must not read that as "no data" or "signed out": it sends nothing for user
// data without a valid session, keeps everything on the device, says so, and
// resumes when a valid session is back.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addHistoryItem } from '../../sync/commands/history-commands.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('expired');
});

afterAll(async () => {
  await backend?.stop();
});

describe('an access token that expired offline', () => {
  it('pauses replication instead of syncing with the anon key, then resumes with a fresh session', async () => {
    const device = new TestDevice(backend);
    await device.signIn(user);
    const session = await device.open();
    await device.settle();
    const subscriptions = await session.db.user_subscriptions.count().exec();
    expect(subscriptions).toBe(1);

    device.goOffline();
    const item = await addHistoryItem({ content_type: 'blog', title: 'Written on the plane' });
    // The change is queued for the server (not merely stored) before the token expires.
    await vi.waitFor(() => expect(session.status.getStatus()).toMatchObject({ state: 'offline', pendingChanges: 1 }), { timeout: 30_000, interval: 50 });
    const stored = JSON.parse(device.storage.getItem(device.storageKey)!) as { expires_at: number };
    device.storage.setItem(device.storageKey, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    const { data } = await device.client.auth.getSession();
    expect(data.session).toBeNull();

    // Back online, but the token cannot be refreshed yet (auth unreachable).
    device.unreachable.add('/auth/v1/token');
    const restBefore = backend.requests.length;
    device.goOnline();
    // supabase-js retries an unreachable refresh for about 26 s, then answers every
    // getSession() from its cached failure for 60 s: a busy machine can need both.
    await vi.waitFor(() => expect(session.status.getStatus().state).toBe('error'), { timeout: 100_000, interval: 100 });
    expect(session.status.getStatus().error?.message).toMatch(/Sign in again/);
    expect(session.status.getStatus().pendingChanges).toBe(1);
    const sent = backend.requests.slice(restBefore).filter((request) => request.path.startsWith('/rest/v1/'));
    expect(sent).toEqual([]);
    expect(await session.db.user_subscriptions.count().exec()).toBe(subscriptions);
    expect(await session.db.content_history.findOne(item.id).exec()).not.toBeNull();

    device.unreachable.clear();
    await device.signIn(user);
    await device.settle();
    // settle() returns once RxDB is in sync; the status may still show the last pull ending.
    await vi.waitFor(() => expect(session.status.getStatus()).toMatchObject({ state: 'saved', pendingChanges: 0 }), { timeout: 30_000, interval: 50 });
    expect((await backend.rows('content_history', user.id)).map((row) => row.title)).toEqual(['Written on the plane']);
    const anonymous = backend.requests.filter((r) => r.path.startsWith('/rest/v1/') && r.authorization !== null && r.authorization === `Bearer ${backend.anonKey}`);
    expect(anonymous).toEqual([]);
    await device.close();
  }, 200_000);
});
