// Regenerate replaces the text of the history entry the first generation wrote, often
// before that entry's insert has reached the server: the server must end with the new text.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHistoryItem, replaceHistoryText } from '../../sync/commands/history-commands.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { deviceDocs, serverDocs } from './helpers/sync-compare.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('regen');
});
afterAll(() => backend?.stop());

describe('a regenerated history entry', () => {
  it('reaches the server with the last text, with no sync issue, even when replaced right after its insert', async () => {
    const device = new TestDevice(backend);
    await device.signIn(user);
    const session = await device.open();
    const entry = await addHistoryItem({ content_type: 'blog', title: 'Yin for sleep', content: 'First take.', word_count: 2 });
    expect(await replaceHistoryText(entry.id, { title: 'Yin for sleep', content: 'Second take.', word_count: 2 })).toBe(true);
    await device.settle();
    expect((await serverDocs(backend, user.id, 'content_history')).map((doc) => doc.content)).toEqual(['Second take.']);
    expect((await deviceDocs(session, 'content_history')).map((doc) => doc.content)).toEqual(['Second take.']);
    expect(await deviceDocs(session, 'sync_issues')).toEqual([]);
    expect(await replaceHistoryText('no-such-entry', { title: 'x', content: 'y', word_count: 1 })).toBe(false);
    await device.close();
  });
});
