// Team review between a staff member's tablet and the owner's phone, through the real
// replication against the local backend: items submitted offline reach the owner when the
// tablet is back, the owner's approval and return (with its note) reach the tablet, every
// device ends with the server's rows and threads, and a change the review refuses (an
// older app let staff move a scheduled date) comes back as a kept version while the
// tablet shows the date that holds.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_PROBLEMS } from '../../domain/content-plan.ts';
import { REVIEW_REFUSALS, readThread, returnNote } from '../../domain/content-review.ts';
import { addHistoryItem, replaceHistoryText } from '../../sync/commands/history-commands.ts';
import { approveItem, commentOnItem, returnItem, submitForReview } from '../../sync/commands/review-commands.ts';
import type { ContentHistoryDoc } from '../../sync/schemas/content-history-schema.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { deviceDocs, serverDocs } from './helpers/sync-compare.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let owner: TestUser;
let aroha: TestUser;
let ownerPhone: TestDevice;
let arohaTablet: TestDevice;
const ids: Record<string, string> = {};

const CHRISTMAS = '2026-12-24T08:30:00.000Z';
const NEW_YEAR = '2026-12-31T20:00:00.000Z';

async function rpc<T>(device: TestDevice, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await device.client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data as T;
}

async function item(device: TestDevice, name: string): Promise<ContentHistoryDoc> {
  const doc = await device.session!.db.content_history.findOne(ids[name]!).exec();
  return doc!.toMutableJSON() as ContentHistoryDoc;
}

const moment = (at: string | null | undefined) => Date.parse(String(at));

const serverRow = async (name: string) => (await backend.rows('content_history', aroha.id)).find((row) => row.id === ids[name]);

beforeAll(async () => {
  backend = await startSyncBackend();
  owner = await backend.createUser('owner');
  aroha = await backend.createUser('aroha');
  ownerPhone = new TestDevice(backend);
  arohaTablet = new TestDevice(backend);
  await ownerPhone.signIn(owner);
  await arohaTablet.signIn(aroha);
  const invitation = await rpc<{ token: string }>(ownerPhone, 'invite_studio_member', { p_studio: owner.id, p_email: aroha.email, p_role: 'staff' });
  await rpc(arohaTablet, 'accept_studio_invitation', { p_token: invitation.token });
});

afterAll(async () => {
  await backend?.stop();
});

describe('team review on two members’ devices', () => {
  it('carries submissions made offline to the owner, and the owner’s approval and return back, nothing lost', { timeout: 120_000 }, async () => {
    await arohaTablet.open({ studioId: owner.id });
    await arohaTablet.settle();
    for (const name of ['Full moon flow', 'Sound bath Friday', 'Winter timetable', 'Teacher spotlight', 'Gift cards']) {
      ids[name] = (await addHistoryItem({ content_type: 'social', title: name, content: `${name}: join us.`, word_count: 3 })).id;
    }
    await submitForReview(ids['Teacher spotlight']!);
    await submitForReview(ids['Gift cards']!);
    await arohaTablet.settle();
    await arohaTablet.close();

    // At the retreat: two submitted, one rewritten, all offline.
    arohaTablet.goOffline();
    await arohaTablet.open({ studioId: owner.id });
    await submitForReview(ids['Full moon flow']!);
    await submitForReview(ids['Sound bath Friday']!);
    await commentOnItem(ids['Sound bath Friday']!, 'Ravi plays the gongs this time.');
    await replaceHistoryText(ids['Winter timetable']!, { title: 'Winter timetable', content: 'Yin on Sundays at 5pm.', word_count: 5 });
    // The tablet shows its own steps at once.
    expect(readThread((await item(arohaTablet, 'Sound bath Friday')).review_thread).map((entry) => entry.kind)).toEqual(['submitted', 'commented']);
    await arohaTablet.close();

    // Meanwhile the owner reviews what arrived before.
    await ownerPhone.open();
    await ownerPhone.settle();
    await approveItem(ids['Teacher spotlight']!, CHRISTMAS);
    await returnItem(ids['Gift cards']!, 'Add the price and how to buy one.');
    await ownerPhone.settle();
    await ownerPhone.close();

    arohaTablet.goOnline();
    const tablet = await arohaTablet.open({ studioId: owner.id });
    await arohaTablet.settle();
    expect(await tablet.db.sync_issues.count().exec()).toBe(0);
    const spotlight = await item(arohaTablet, 'Teacher spotlight');
    expect([spotlight.status, moment(spotlight.scheduled_for), spotlight.approved_by]).toEqual(['scheduled', moment(CHRISTMAS), owner.id]);
    const gifts = await item(arohaTablet, 'Gift cards');
    expect([gifts.status, returnNote(gifts)?.note, returnNote(gifts)?.by]).toEqual(['draft', 'Add the price and how to buy one.', owner.id]);
    expect((await item(arohaTablet, 'Winter timetable')).content).toBe('Yin on Sundays at 5pm.');
    expect(await deviceDocs(tablet, 'content_history')).toEqual(await serverDocs(backend, aroha.id, 'content_history'));
    await arohaTablet.close();

    // The owner sees the two sent from the retreat, with the comment, and decides.
    const phone = await ownerPhone.open();
    await ownerPhone.settle();
    const waiting = await phone.db.content_history.find({ selector: { status: 'in_review' }, sort: [{ created_at: 'asc' }] }).exec();
    expect(waiting.map((doc) => doc.title)).toEqual(['Full moon flow', 'Sound bath Friday']);
    const thread = readThread((await item(ownerPhone, 'Sound bath Friday')).review_thread);
    expect(thread.map((entry) => [entry.kind, entry.by, entry.note])).toEqual([
      ['submitted', aroha.id, null],
      ['commented', aroha.id, 'Ravi plays the gongs this time.'],
    ]);
    // Approving keeps the date an item has: this one has none, so it asks for one.
    await expect(approveItem(ids['Full moon flow']!)).rejects.toThrow(PLAN_PROBLEMS.scheduledWithoutDate);
    await approveItem(ids['Full moon flow']!, NEW_YEAR);
    await returnItem(ids['Sound bath Friday']!, 'Say that places are limited to 20.');
    await ownerPhone.settle();
    expect(await phone.db.sync_issues.count().exec()).toBe(0);
    await ownerPhone.close();

    await arohaTablet.open({ studioId: owner.id });
    await arohaTablet.settle();
    const moon = await item(arohaTablet, 'Full moon flow');
    const bath = await item(arohaTablet, 'Sound bath Friday');
    expect([moon.status, moment(moon.scheduled_for), bath.status, returnNote(bath)?.note]).toEqual(['scheduled', moment(NEW_YEAR), 'draft', 'Say that places are limited to 20.']);
    await arohaTablet.close();
  });

  it('keeps a refused move of a scheduled date as a kept version and shows the date that holds', { timeout: 60_000 }, async () => {
    arohaTablet.goOffline();
    const tablet = await arohaTablet.open({ studioId: owner.id });
    // An older app let staff move the date of a scheduled item.
    const doc = await tablet.db.content_history.findOne(ids['Teacher spotlight']!).exec();
    await doc!.incrementalPatch({ scheduled_for: NEW_YEAR, updated_at: new Date().toISOString() });
    await arohaTablet.close();

    arohaTablet.goOnline();
    const back = await arohaTablet.open({ studioId: owner.id });
    await arohaTablet.settle();
    const issues = (await back.db.sync_issues.find().exec()).map((issue) => issue.toMutableJSON());
    expect(issues).toEqual([
      expect.objectContaining({ doc_id: ids['Teacher spotlight'], kind: 'rejected', state: 'open', reason: REVIEW_REFUSALS.moveDate.replace(/\.$/, '') }),
    ]);
    expect(issues[0]?.local_version).toMatchObject({ scheduled_for: NEW_YEAR });
    expect(moment((await item(arohaTablet, 'Teacher spotlight')).scheduled_for)).toBe(moment(CHRISTMAS));
    expect(Date.parse(String((await serverRow('Teacher spotlight'))?.scheduled_for))).toBe(Date.parse(CHRISTMAS));
    expect(await deviceDocs(back, 'content_history')).toEqual(await serverDocs(backend, aroha.id, 'content_history'));
    await arohaTablet.close();
  });
});
