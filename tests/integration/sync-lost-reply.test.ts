// A push whose answer is lost: the server wrote the rows, the device never heard and
// retries from the server state it still assumes. Exactly one answer is dropped, and
// the user edits the same row while that request is out. The retry must not report
// a conflict with the device's own earlier write, and the later edit must stand.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHistoryItem, deleteHistoryItem, setHistoryStatus } from '../../sync/commands/history-commands.ts';
import { saveProfile } from '../../sync/commands/profile-commands.ts';
import { lossyBackend } from './helpers/lossy-backend.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let user: TestUser;
let lossy: ReturnType<typeof lossyBackend>;

async function issues(device: TestDevice): Promise<unknown[]> {
  const docs = await device.session!.db.sync_issues.find().exec();
  return docs.map((doc) => doc.toJSON());
}

beforeAll(async () => {
  backend = await startSyncBackend();
  lossy = lossyBackend(backend);
  user = await backend.createUser('lost-reply');
});

afterAll(async () => {
  await backend?.stop();
});

describe('a push whose answer is lost', () => {
  it('keeps an edit made after an insert whose answer was lost, without a sync issue', async () => {
    const device = new TestDevice(lossy.backend);
    await device.signIn(user);
    await device.open();
    await device.settle();
    const trap = lossy.loseNextAnswer('content_history', async ([row]) => setHistoryStatus(String(row?.id), 'published'));

    const item = await addHistoryItem({ content_type: 'blog', title: 'Sent once, answer lost' });
    await device.settle();

    expect(trap.sprung).toBe(true);
    expect(await issues(device)).toEqual([]);
    const server = (await backend.rows('content_history', user.id)).find((row) => row.id === item.id);
    expect(server).toMatchObject({ title: 'Sent once, answer lost', status: 'published', _deleted: false });
    const local = await device.session!.db.content_history.findOne(item.id).exec();
    expect(local?.status).toBe('published');
    expect(local?.server_modified).toBe(server?._modified);
    await device.close();
  });

  it('deletes on the server a row whose insert answer was lost', async () => {
    const device = new TestDevice(lossy.backend);
    await device.signIn(user);
    await device.open();
    await device.settle();
    const trap = lossy.loseNextAnswer('content_history', async ([row]) => deleteHistoryItem(String(row?.id)));

    const item = await addHistoryItem({ content_type: 'social', title: 'Made, then deleted' });
    await device.settle();

    expect(trap.sprung).toBe(true);
    expect(await issues(device)).toEqual([]);
    const server = (await backend.rows('content_history', user.id)).find((row) => row.id === item.id);
    expect(server).toMatchObject({ title: 'Made, then deleted', _deleted: true });
    expect(await device.session!.db.content_history.findOne(item.id).exec()).toBeNull();
    await device.close();
  });

  it('keeps the later value of a profile field whose earlier update answer was lost', async () => {
    const device = new TestDevice(lossy.backend);
    await device.signIn(user);
    await device.open();
    await device.settle();
    const trap = lossy.loseNextAnswer('profiles', async () => saveProfile({ target_audience: 'Second audience' }));

    await saveProfile({ target_audience: 'First audience' });
    await device.settle();

    expect(trap.sprung).toBe(true);
    expect(await issues(device)).toEqual([]);
    expect((await backend.rows('profiles', user.id))[0]).toMatchObject({ target_audience: 'Second audience' });
    const local = await device.session!.db.profiles.findOne(user.id).exec();
    expect(local?.target_audience).toBe('Second audience');
    await device.close();
  });
});
