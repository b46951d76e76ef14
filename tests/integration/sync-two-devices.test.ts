// Two devices of one user edit offline and reconnect: they converge on the
// server's state; profile edits to different fields both survive; an edit of the
// same field keeps the server's version and the losing version can be restored.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addHistoryItem } from '../../sync/commands/history-commands.ts';
import { savePreferences } from '../../sync/commands/preference-commands.ts';
import { saveProfile } from '../../sync/commands/profile-commands.ts';
import { restoreSyncIssue } from '../../sync/commands/sync-commands.ts';
import { saveTemplate } from '../../sync/commands/template-commands.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { deviceDocs, SYNCED, serverDocs } from './helpers/sync-compare.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('twin');
});

afterAll(async () => {
  await backend?.stop();
});

/** Opens the device online, syncs, runs `check` on its session, closes it. */
async function syncOnce(device: TestDevice, check?: (docs: Record<string, Record<string, unknown>[]>) => void): Promise<Record<string, Record<string, unknown>[]>> {
  const session = await device.open();
  await device.settle();
  const docs = Object.fromEntries(await Promise.all(SYNCED.map(async (name) => [name, await deviceDocs(session, name)] as const)));
  check?.(docs);
  await device.close();
  return docs;
}

async function serverState(): Promise<Record<string, Record<string, unknown>[]>> {
  return Object.fromEntries(await Promise.all(SYNCED.map(async (name) => [name, await serverDocs(backend, user.id, name)] as const)));
}

describe('two devices of one user', () => {
  it('converge after offline edits, merging profile fields and keeping the conflict loser restorable', async () => {
    const phone = new TestDevice(backend);
    const tablet = new TestDevice(backend);
    await phone.signIn(user);
    await tablet.signIn(user);

    // Both start from the same synced state, including one history item and one template.
    await phone.open();
    const shared = await addHistoryItem({ content_type: 'blog', title: 'Shared post' });
    const template = await saveTemplate({ name: 'Calm voice' });
    await phone.settle();
    await phone.close();
    await syncOnce(tablet);

    // Offline on both.
    phone.goOffline();
    await phone.open();
    await saveProfile({ business_name: 'Lotus Phone', target_audience: 'Phone audience' });
    await savePreferences('blog', { default_word_count: 1200, default_tone: 'Warm' });
    await addHistoryItem({ content_type: 'social', title: 'Made on the phone' });
    await phone.session!.db.content_history.findOne(shared.id).exec().then((doc) => doc!.incrementalPatch({ title: 'Phone title' }));
    await saveTemplate({ id: template.id, name: 'Calm voice (phone)' });
    await phone.close();

    tablet.goOffline();
    await tablet.open();
    await saveProfile({ website_url: 'https://lotus.example', target_audience: 'Tablet audience' });
    await savePreferences('blog', { default_word_count: 800, include_images: false });
    await addHistoryItem({ content_type: 'email', title: 'Made on the tablet' });
    await tablet.session!.db.content_history.findOne(shared.id).exec().then((doc) => doc!.incrementalPatch({ title: 'Tablet title' }));
    await tablet.close();

    // The phone reconnects first, then the tablet, then the phone again.
    phone.goOnline();
    tablet.goOnline();
    await syncOnce(phone);
    const tabletSession = await tablet.open();
    await tablet.settle();
    const issues = await tabletSession.db.sync_issues.find({ selector: { state: 'open' } }).exec();
    await tablet.close();
    const phoneDocs = await syncOnce(phone);
    const tabletDocs = await syncOnce(tablet);
    const server = await serverState();

    expect(phoneDocs).toEqual(server);
    expect(tabletDocs).toEqual(server);
    expect(server.profiles![0]).toMatchObject({
      business_name: 'Lotus Phone',
      full_name: 'Lotus Phone',
      website_url: 'https://lotus.example',
      target_audience: 'Phone audience',
    });
    expect(server.content_preferences![0]).toMatchObject({ default_settings: { default_word_count: 1200, default_tone: 'Warm', include_images: false } });
    expect(server.content_history!.map((doc) => doc.title).sort()).toEqual(['Made on the phone', 'Made on the tablet', 'Phone title']);
    expect(server.tone_templates!.map((doc) => doc.name)).toEqual(['Calm voice (phone)']);

    // What the tablet lost is kept, with why, for the user to see and restore.
    const byCollection = Object.fromEntries(issues.map((issue) => [issue.collection_name, issue.toMutableJSON()]));
    expect(Object.keys(byCollection).sort()).toEqual(['content_history', 'content_preferences', 'profiles']);
    expect(byCollection.profiles).toMatchObject({ kind: 'conflict', reason: 'changed on another device: target_audience', local_version: { target_audience: 'Tablet audience' } });
    expect(byCollection.content_preferences!.reason).toBe('changed on another device: default_settings.default_word_count');
    expect(byCollection.content_history).toMatchObject({ local_version: { title: 'Tablet title' }, server_version: { title: 'Phone title' } });

    const restoreOn = await tablet.open();
    await vi.waitFor(() => expect(restoreOn.status.getStatus().openIssues).toBe(3));
    await restoreSyncIssue(byCollection.profiles!.id as string);
    await tablet.settle();
    await vi.waitFor(() => expect(restoreOn.status.getStatus().openIssues).toBe(2));
    await tablet.close();
    await syncOnce(phone, (docs) => {
      expect(docs.profiles![0]).toMatchObject({ target_audience: 'Tablet audience', website_url: 'https://lotus.example', business_name: 'Lotus Phone' });
    });
    expect((await serverState()).profiles![0]).toMatchObject({ target_audience: 'Tablet audience' });
  });
});
