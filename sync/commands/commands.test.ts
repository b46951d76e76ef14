import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { history$ } from '../queries/history-queries.ts';
import { preferences$, templates$ } from '../queries/live-queries.ts';
import { memoryIndexedDb, openOfflineUserData } from '../test-support/memory-device.ts';
import { closeUserData, removeUserData } from '../user-data/open-user-data.ts';
import { currentUserData } from '../user-data/user-data-store.ts';
import { clearDraft, saveDraft } from './draft-commands.ts';
import { addHistoryItem, setHistoryStatus } from './history-commands.ts';
import { savePreferences } from './preference-commands.ts';
import { saveProfile } from './profile-commands.ts';
import { saveTemplate, setDefaultTemplate } from './template-commands.ts';

const USER = '6f1c7a0e-8a43-4d55-9d1e-2b7d7f2a9c01';

afterEach(async () => {
  vi.useRealTimers();
  await removeUserData();
});

describe('commands on the device database', () => {
  it('saves a profile, with full_name following the business name', async () => {
    const { db } = await openOfflineUserData(USER);
    await saveProfile({ business_name: 'Lotus Yoga', seo_keywords: ['yoga'] });
    const saved = await saveProfile({ target_audience: 'Beginners' });
    expect(saved).toMatchObject({ id: USER, user_id: USER, business_name: 'Lotus Yoga', full_name: 'Lotus Yoga', target_audience: 'Beginners' });
    expect((await db.profiles.findOne(USER).exec())?.seo_keywords).toEqual(['yoga']);
  });

  it('lists history newest first and filters it', async () => {
    const { db } = await openOfflineUserData(USER);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-11-01T09:00:00Z');
    const first = await addHistoryItem({ content_type: 'blog', title: 'Morning flow' });
    vi.setSystemTime('2026-11-01T09:01:00Z');
    await addHistoryItem({ content_type: 'social', title: 'Breathwork tips', status: 'published' });
    await setHistoryStatus(first.id, 'archived');
    const all = await firstValueFrom(history$(db));
    expect(all.map((item) => item.title)).toEqual(['Breathwork tips', 'Morning flow']);
    expect((await firstValueFrom(history$(db, { status: 'archived' }))).map((item) => item.id)).toEqual([first.id]);
    expect((await firstValueFrom(history$(db, { search: 'BREATH' }))).map((item) => item.title)).toEqual(['Breathwork tips']);
  });

  it('writes many history items made in one tick as one bulk write', async () => {
    const { db } = await openOfflineUserData(USER);
    const items = await Promise.all(Array.from({ length: 50 }, (_, i) => addHistoryItem({ content_type: 'blog', title: `Post ${i}` })));
    expect(new Set(items.map((item) => item.id)).size).toBe(50);
    expect(await db.content_history.count().exec()).toBe(50);
  });

  it('keeps exactly one default tone template', async () => {
    const { db } = await openOfflineUserData(USER);
    const calm = await saveTemplate({ name: 'Calm', is_default: true });
    const bold = await saveTemplate({ name: 'Bold' });
    await setDefaultTemplate(bold.id);
    const templates = await firstValueFrom(templates$(db));
    expect(templates.filter((t) => t.is_default).map((t) => t.id)).toEqual([bold.id]);
    await saveTemplate({ id: calm.id, name: 'Calm', is_default: true });
    const after = await firstValueFrom(templates$(db));
    expect(after.filter((t) => t.is_default).map((t) => t.id)).toEqual([calm.id]);
    await expect(saveTemplate({ name: '  ' })).rejects.toThrow('A tone template needs a name.');
  });

  it('saves, clears and saves again a draft per tool', async () => {
    const { db } = await openOfflineUserData(USER);
    await saveDraft('blog', { form: { keywords: ['yoga'] } });
    await clearDraft('blog');
    expect(await db.generator_drafts.findOne(`${USER}:blog`).exec()).toBeNull();
    const again = await saveDraft('blog', { form: { keywords: ['reiki'] }, output: 'An article' });
    expect(again).toMatchObject({ id: `${USER}:blog`, form: { keywords: ['reiki'] }, output: 'An article' });
  });

  it('keeps preferences per content type', async () => {
    const { db } = await openOfflineUserData(USER);
    await savePreferences('blog', { default_word_count: 800 });
    await savePreferences('blog', { default_word_count: 1200 });
    expect(await firstValueFrom(preferences$(db))).toEqual({ blog: { default_word_count: 1200 } });
  });

  it('rejects a write with a clear Error when nobody is signed in or the database is closing', async () => {
    await expect(saveProfile({ business_name: 'x' })).rejects.toThrow(/signed out/);
    const session = await openOfflineUserData(USER);
    await session.db.close();
    await expect(addHistoryItem({ content_type: 'blog', title: 'Lost?' })).rejects.toThrow(/closing \(signing out\?\), so this change was not saved/);
  });

  it('keeps local data across close and reopen, and removes it on sign-out', async () => {
    const device = memoryIndexedDb();
    await openOfflineUserData(USER, device);
    await addHistoryItem({ content_type: 'blog', title: 'Kept' });
    await closeUserData();
    expect(currentUserData()).toBeNull();
    const reopened = await openOfflineUserData(USER, device);
    expect(await reopened.db.content_history.count().exec()).toBe(1);
    await removeUserData();
    const afterSignOut = await openOfflineUserData(USER, device);
    expect(await afterSignOut.db.content_history.count().exec()).toBe(0);
  });

  it('removes the data on a sign-out that comes while the database is still opening', async () => {
    const device = memoryIndexedDb();
    await openOfflineUserData(USER, device);
    await addHistoryItem({ content_type: 'blog', title: 'Not for the next person' });
    await closeUserData();
    const opening = openOfflineUserData(USER, device);
    await removeUserData();
    await opening.catch(() => null);
    expect(currentUserData()).toBeNull();
    const afterSignOut = await openOfflineUserData(USER, device);
    expect(await afterSignOut.db.content_history.count().exec()).toBe(0);
  });
});
