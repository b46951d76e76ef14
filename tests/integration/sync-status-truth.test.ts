// The header's "All changes saved", held to what is true. A first download is saved
// once its rows are on the device, not after the replication has also written its own
// record of them; a database that opens with a change that never reached the server
// does not start out "saved"; back online, the changes made offline go without a focus
// or a Retry, and "saved" comes once the server has them, without waiting for the pulls
// that follow, and never before.
import 'fake-indexeddb/auto';
import { filter, firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHistoryItem } from '../../sync/commands/history-commands.ts';
import type { SyncState } from '../../sync/status/sync-status.ts';
import type { SyncStatusStore } from '../../sync/status/sync-status-store.ts';
import { currentUserData, subscribeUserData, type UserDataSession } from '../../sync/user-data/user-data-store.ts';
import { startSyncBackend, type SyncBackend } from './helpers/sync-backend.ts';
import { serverDocs } from './helpers/sync-compare.ts';
import { FAST_SYNC, TestDevice } from './helpers/sync-device.ts';

const ROWS = 1_500;

let backend: SyncBackend;

beforeAll(async () => {
  backend = await startSyncBackend();
});

afterAll(async () => {
  await backend?.stop();
});

/** Resolves once the status says `state`, looking now and on every change. */
const untilState = (status: SyncStatusStore, state: SyncState, timeoutMs = 20_000) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`waited ${timeoutMs} ms for "${state}"; the status is ${JSON.stringify(status.getStatus())}`));
    }, timeoutMs);
    const check = () => {
      if (status.getStatus().state !== state) return;
      clearTimeout(timer);
      stop();
      resolve();
    };
    const stop = status.subscribe(check);
    check();
  });

/** Resolves once `check` holds, looking every 20 ms (for what no status change announces). */
async function eventually(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Calls `watch` with the next device session as soon as it exists, before sync starts. */
function nextSession(watch: (session: UserDataSession) => void): () => void {
  let seen: UserDataSession | null = null;
  return subscribeUserData(() => {
    const session = currentUserData();
    if (!session || session === seen) return;
    seen = session;
    watch(session);
  });
}

describe('what the status says', () => {
  it('says "All changes saved" once every downloaded row is on the device, before the replication has recorded them for itself', async () => {
    const user = await backend.createUser('saved');
    const otherDevice = new TestDevice(backend);
    await otherDevice.signIn(user);
    for (let start = 0; start < ROWS; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({ user_id: user.id, content_type: 'blog', title: `Yin for the evening ${start + i}`, word_count: 300 }));
      const { error } = await otherDevice.client.from('content_history').insert(rows);
      expect(error).toBeNull();
    }

    const device = new TestDevice(backend);
    await device.signIn(user);
    let atOpen: SyncState | null = null;
    let atSaved: { rows: Promise<number>; recording: boolean; downloaded: boolean } | null = null;
    const stopWatching = nextSession((session) => {
      atOpen = session.status.getStatus().state;
      session.status.subscribe(() => {
        const status = session.status.getStatus();
        if (atSaved || status.state !== 'saved') return;
        const history = session.sync?.states.get('content_history')?.internalReplicationState;
        atSaved = {
          rows: session.db.content_history.count().exec(),
          // RxDB is still writing its record of the server's rows (its meta instance) and the checkpoint.
          recording: history?.events.active.down.getValue() === true,
          downloaded: status.firstDownload.done,
        };
      });
    });
    const session = await device.open();
    stopWatching();
    await untilState(session.status, 'saved');
    await device.settle();

    expect(atOpen).toBe('syncing');
    expect(atSaved).not.toBeNull();
    const saved = atSaved as unknown as { rows: Promise<number>; recording: boolean; downloaded: boolean };
    expect(await saved.rows).toBe(ROWS);
    expect(saved.downloaded).toBe(true);
    expect(saved.recording).toBe(true);
    await device.close();
  });

  it('does not start out "saved" when the database opens with a change that never reached the server', async () => {
    const user = await backend.createUser('reopen');
    const device = new TestDevice(backend);
    await device.signIn(user);
    await device.open();
    await device.settle();
    device.goOffline();
    await addHistoryItem({ content_type: 'blog', title: 'Written on the train' });
    await device.close();
    device.goOnline();

    let atOpen: SyncState | null = null;
    const stopWatching = nextSession((session) => {
      atOpen = session.status.getStatus().state;
    });
    const session = await device.open();
    stopWatching();
    expect(atOpen).toBe('syncing');
    await untilState(session.status, 'saved');
    expect((await serverDocs(backend, user.id, 'content_history')).map((row) => row.title)).toContain('Written on the train');
    await device.close();
  });

  it('back online, sends what was made offline without a focus or a Retry, and says saved once the server has it, not after the pulls that follow', async () => {
    const user = await backend.createUser('back-online');
    const device = new TestDevice(backend);
    await device.signIn(user);
    const session = await device.open();
    await device.settle();

    device.goOffline();
    const titles = ['Sunrise flow on the beach', 'Breathwork for the long drive', 'Retreat packing list'];
    for (const title of titles) await addHistoryItem({ content_type: 'social', title });
    expect(session.status.getStatus()).toMatchObject({ state: 'offline', pendingChanges: 3 });

    // Pulls answer slowly; pushes do not. The browser's "online" event, and nothing else.
    const releasePulls = device.hold('/rest/v1/rpc/sync_pull');
    device.goOnline();
    await untilState(session.status, 'saved');
    const onServer = (await serverDocs(backend, user.id, 'content_history')).map((row) => row.title);
    expect(onServer).toEqual(expect.arrayContaining(titles));
    expect(session.status.getStatus()).toMatchObject({ pendingChanges: 0, connected: true });
    expect(device.heldRequests.length).toBeGreaterThan(0);
    releasePulls();
    await device.settle();
    await device.close();
  });

  it('catching up page by page, is not saved between pages while more rows wait', async () => {
    const user = await backend.createUser('catch-up');
    const device = new TestDevice(backend, { sync: { ...FAST_SYNC, batchSizes: { pull: 10, push: 250 } } });
    await device.signIn(user);
    const session = await device.open();
    await device.settle();
    const otherDevice = new TestDevice(backend);
    await otherDevice.signIn(user);
    const rows = Array.from({ length: 25 }, (_, i) => ({ user_id: user.id, content_type: 'social', title: `Desk stretch ${i}`, word_count: 40 }));
    expect((await otherDevice.client.from('content_history').insert(rows)).error).toBeNull();

    // The first page comes; the second waits.
    const releasePulls = device.hold('/rest/v1/rpc/sync_pull', 1);
    session.sync?.states.get('content_history')?.reSync();
    await eventually('the second page to be asked for', () => device.heldRequests.length > 0);
    await firstValueFrom(session.db.content_history.count().$.pipe(filter((count) => count >= 10)));
    expect(await session.db.content_history.count().exec()).toBe(10);
    expect(session.status.getStatus().state).toBe('syncing');
    releasePulls();
    await untilState(session.status, 'saved');
    expect(await session.db.content_history.count().exec()).toBe(25);
    await device.close();
  });

  it('never says saved while a change is still on its way to the server', async () => {
    const user = await backend.createUser('on-its-way');
    const device = new TestDevice(backend);
    await device.signIn(user);
    const session = await device.open();
    await device.settle();

    const releasePushes = device.hold('/rest/v1/rpc/sync_push');
    await addHistoryItem({ content_type: 'blog', title: 'Moon salutation notes' });
    await eventually('the push to be sent', () => device.heldRequests.some((request) => request.endsWith('/rpc/sync_push')));
    expect(session.status.getStatus()).toMatchObject({ state: 'syncing', pendingChanges: 1 });
    releasePushes();
    await untilState(session.status, 'saved');
    expect((await serverDocs(backend, user.id, 'content_history')).map((row) => row.title)).toContain('Moon salutation notes');
    await device.close();
  });
});
