// A history item deleted on one device and brought back with Undo: the server keeps the
// row as deleted meanwhile, the other device loses it, then both have it again, with the
// same id, title and text.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHistoryItem, deleteHistoryItem, restoreHistoryItem } from '../../sync/commands/history-commands.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('undo');
});

afterAll(async () => {
  await backend?.stop();
});

async function titlesOn(device: TestDevice): Promise<string[]> {
  const session = await device.open();
  await device.settle();
  const docs = await session.db.content_history.find().exec();
  await device.close();
  return docs.map((doc) => doc.title).sort();
}

describe('undoing a history delete', () => {
  it('brings the same item back on every device', async () => {
    const phone = new TestDevice(backend);
    const tablet = new TestDevice(backend);
    await phone.signIn(user);
    await tablet.signIn(user);

    await phone.open();
    const kept = await addHistoryItem({ content_type: 'blog', title: 'Kept post', content: 'Stays.' });
    const item = await addHistoryItem({ content_type: 'newsletter', title: 'Winter retreat letter', content: 'Bring warm socks.', metadata: { topic: 'Winter retreat' } });
    await phone.settle();
    await phone.close();
    expect(await titlesOn(tablet)).toEqual(['Kept post', 'Winter retreat letter']);

    await phone.open();
    const removed = await deleteHistoryItem(item.id);
    expect(removed?.title).toBe('Winter retreat letter');
    await phone.settle();
    const tombstone = (await backend.rows('content_history', user.id)).find((row) => row.id === item.id);
    expect(tombstone?._deleted).toBe(true);
    await phone.close();
    expect(await titlesOn(tablet)).toEqual(['Kept post']);

    const session = await phone.open();
    await restoreHistoryItem(removed!);
    await phone.settle();
    const back = await session.db.content_history.findOne(item.id).exec();
    expect(back?.content).toBe('Bring warm socks.');
    await phone.close();
    const row = (await backend.rows('content_history', user.id)).find((found) => found.id === item.id);
    expect(row?._deleted).toBe(false);

    const tabletSession = await tablet.open();
    await tablet.settle();
    const onTablet = await tabletSession.db.content_history.findOne(item.id).exec();
    expect(onTablet?.title).toBe('Winter retreat letter');
    expect(onTablet?.content).toBe('Bring warm socks.');
    expect(onTablet?.metadata).toEqual({ topic: 'Winter retreat' });
    expect((await tabletSession.db.content_history.find().exec()).map((doc) => doc.id).sort()).toEqual([kept.id, item.id].sort());
    await tablet.close();
  });
});
