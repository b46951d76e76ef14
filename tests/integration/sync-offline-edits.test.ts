// Staff work offline for days: nothing they type may be lost. 200 edits across all
// synced collections made offline, the database closed and reopened (still
// offline), then the network comes back: every edit reaches the server and the
// server's rows equal the device's documents.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../domain/tools.ts';
import { addHistoryItem, deleteHistoryItem } from '../../sync/commands/history-commands.ts';
import { makeEdits } from './helpers/edit-script.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { deviceDocs, SYNCED, serverDocs } from './helpers/sync-compare.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('offline');
});

afterAll(async () => {
  await backend?.stop();
});

describe('offline edits', () => {
  it('pushes 200 offline edits after a reopen and ends with server rows equal to the device', async () => {
    const device = new TestDevice(backend);
    await device.signIn(user);
    const first = await device.open();
    await device.settle();
    expect(first.status.getStatus().firstDownload.done).toBe(true);
    expect((await deviceDocs(first, 'profiles'))[0]).toMatchObject({ id: user.id, business_name: 'offline Studio' });
    const online = await addHistoryItem({ content_type: 'blog', title: 'Written online' });
    await device.settle();

    device.goOffline();
    await deleteHistoryItem(online.id);
    expect(1 + (await makeEdits(199, 'trip'))).toBe(200);
    expect(first.status.getStatus()).toMatchObject({ state: 'offline' });
    expect(first.status.getStatus().pendingChanges).toBeGreaterThan(100);
    const typedOffline = Object.fromEntries(await Promise.all(SYNCED.map(async (name) => [name, await deviceDocs(first, name)] as const)));
    await device.close();

    const reopened = await device.open();
    for (const name of SYNCED) {
      expect((await deviceDocs(reopened, name)).map((doc) => doc.id)).toEqual(typedOffline[name]!.map((doc) => doc.id));
    }
    expect(reopened.status.getStatus().state).toBe('offline');

    device.goOnline();
    await device.settle();
    expect(reopened.status.getStatus()).toMatchObject({ state: 'saved', pendingChanges: 0, error: null });
    expect(reopened.status.getStatus().lastSyncedAt).not.toBeNull();

    for (const name of SYNCED) {
      const local = await deviceDocs(reopened, name);
      const remote = await serverDocs(backend, user.id, name);
      expect(remote, name).toEqual(local);
      const typed = typedOffline[name]!.map((doc) => doc.id);
      expect(remote.map((doc) => doc.id), name).toEqual(typed);
    }
    const profile = (await backend.rows('profiles', user.id))[0];
    expect(profile).toMatchObject({ target_audience: 'trip audience 7', seo_keywords: ['trip-7'] });
    // Deleted after reaching the server: a soft delete there. Created and deleted offline
    // (the video draft, template 0): never sent, and nothing stuck (RxDB issue 7612).
    expect((await backend.rows('content_history', user.id)).find((row) => row.id === online.id)).toMatchObject({ _deleted: true });
    const drafts = await backend.rows('generator_drafts', user.id);
    expect(drafts.map((row) => row.content_type).sort()).toEqual(CONTENT_TYPES.filter((type) => type !== 'video').sort());
    const templates = await backend.rows('tone_templates', user.id);
    expect(templates.filter((row) => row.is_default).map((row) => row.name)).toEqual(['trip template 2']);
    expect(templates.some((row) => row.name === 'trip template 0')).toBe(false);
    expect(await reopened.db.sync_issues.count().exec()).toBe(0);
    await device.close();
  });
});
