// A studio's briefs between two members, each on a device of their own, through the real
// replication against the local backend: a brief made offline reaches the other member
// with its maker, edits travel both ways (two members changing different fields both
// keep theirs), and a deletion removes it from both devices.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BriefFields } from '../../domain/brief-rules.ts';
import { createBrief, deleteBrief, updateBrief } from '../../sync/commands/brief-commands.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let owner: TestUser;
let aroha: TestUser;
let ownerPhone: TestDevice;
let arohaTablet: TestDevice;

const RETREAT: BriefFields = {
  kind: 'workshop',
  title: 'Solstice Retreat: two nights of yoga by the lagoon',
  starts_on: '2026-06-20',
  ends_on: '2026-06-22',
  times: 'arrive from 3pm',
  location: 'Lagoon Flow studio, Royal Road, Grand Baie',
  leaders: 'Anaïs (yoga), Ravi (sound bath)',
  price: 'Rs 12,500 per person',
  bring: 'yoga mat, warm layers, a water bottle',
  booking: 'https://wa.me/23055550000',
  places_left: 12,
  audience: 'regulars and curious beginners',
  key_message: 'Two nights to slow down with the tide',
  avoid: "no 'detox'",
  details: 'Vegetarian meals included.',
};

async function rpc<T>(device: TestDevice, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await device.client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data as T;
}

/** Opens the device in the owner's studio, syncs, reads its briefs, closes it. */
async function briefsOn(device: TestDevice) {
  const session = await device.open({ studioId: owner.id });
  await device.settle();
  const docs = await session.db.briefs.find({ sort: [{ created_at: 'desc' }] }).exec();
  const issues = await session.db.sync_issues.count().exec();
  await device.close();
  return { briefs: docs.map((doc) => doc.toMutableJSON()), issues };
}

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

describe("a studio's briefs on two members' devices", () => {
  let retreatId = '';

  it('a brief made offline on the owner\'s phone reaches the staff member\'s tablet with its maker, every field as written', async () => {
    await ownerPhone.open();
    await ownerPhone.settle();
    ownerPhone.goOffline();
    retreatId = (await createBrief(RETREAT)).id;
    await ownerPhone.close();
    expect(await backend.rows('briefs', owner.id)).toEqual([]);

    ownerPhone.goOnline();
    await ownerPhone.open();
    await ownerPhone.settle();
    await ownerPhone.close();

    const { briefs, issues } = await briefsOn(arohaTablet);
    expect(briefs).toEqual([expect.objectContaining({ ...RETREAT, id: retreatId, user_id: owner.id, studio_id: owner.id })]);
    expect(issues).toBe(0);
  });

  it('an edit on one device shows on the other, and two members changing different fields both keep theirs', async () => {
    // Aroha, at the front desk, updates the places left.
    await arohaTablet.open({ studioId: owner.id });
    await arohaTablet.settle();
    await updateBrief(retreatId, { places_left: 3 });
    await arohaTablet.settle();
    await arohaTablet.close();

    const seenByOwner = await briefsOn(ownerPhone);
    expect(seenByOwner.briefs).toEqual([expect.objectContaining({ id: retreatId, places_left: 3, user_id: owner.id })]);

    // The owner, offline, fixes the price while Aroha, online, changes the times.
    await ownerPhone.open();
    await ownerPhone.settle();
    ownerPhone.goOffline();
    await updateBrief(retreatId, { price: 'Rs 11,000 early bird until 1 June' });
    await ownerPhone.close();
    await arohaTablet.open({ studioId: owner.id });
    await arohaTablet.settle();
    await updateBrief(retreatId, { times: 'arrive from 2pm' });
    await arohaTablet.settle();
    await arohaTablet.close();
    ownerPhone.goOnline();

    const merged = { id: retreatId, places_left: 3, price: 'Rs 11,000 early bird until 1 June', times: 'arrive from 2pm' };
    const owners = await briefsOn(ownerPhone);
    expect(owners.briefs).toEqual([expect.objectContaining(merged)]);
    expect(owners.issues).toBe(0);
    expect((await briefsOn(arohaTablet)).briefs).toEqual([expect.objectContaining(merged)]);
  });

  it('a deletion on one device removes the brief from both, and from the server', async () => {
    await arohaTablet.open({ studioId: owner.id });
    await arohaTablet.settle();
    const own = await createBrief({ ...RETREAT, kind: 'class', title: 'Tuesday yin', starts_on: '', ends_on: '', places_left: null });
    await deleteBrief(retreatId);
    await arohaTablet.settle();
    await arohaTablet.close();

    const seenByOwner = await briefsOn(ownerPhone);
    expect(seenByOwner.briefs.map((brief) => [brief.title, brief.user_id])).toEqual([['Tuesday yin', aroha.id]]);
    expect((await briefsOn(arohaTablet)).briefs.map((brief) => brief.id)).toEqual([own.id]);
    const rows = await backend.rows('briefs', owner.id);
    expect(rows.map((row) => [row.id, row._deleted])).toEqual([[retreatId, true]]);
  });
});
