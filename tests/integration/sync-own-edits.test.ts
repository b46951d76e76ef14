// A device's own edits never come back as another device's. Generator drafts have one
// id per user and tool, so the same row lives on every device and in every studio's
// database: whatever way this device's own earlier write reaches it again (edited
// offline several times, an answer lost and the app reopened, another tab taking over,
// another studio's database, a database made again after a sign-out), its unsynced
// edit is not reported as "changed on another device"; nor is a brand profile edited
// again after a sign-out. A real edit from another device still is
// (sync-two-devices.test.ts, and the last tests here).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDraft } from '../../sync/commands/draft-commands.ts';
import { userTypeId } from '../../sync/commands/new-id.ts';
import { saveProfile } from '../../sync/commands/profile-commands.ts';
import { lossyBackend } from './helpers/lossy-backend.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;

beforeAll(async () => {
  backend = await startSyncBackend();
});

afterAll(async () => {
  await backend?.stop();
});

const article = (topic: string) => ({ form: { topic, keywords: 'yin yoga, sommeil', word_count: 1200 }, output: null });

async function openIssues(device: TestDevice): Promise<{ collection_name: string; reason: string }[]> {
  const docs = await device.session!.db.sync_issues.find({ selector: { state: 'open' } }).exec();
  return docs.map((doc) => ({ collection_name: doc.collection_name, reason: doc.reason }));
}

async function serverDraft(user: TestUser): Promise<Record<string, unknown> | undefined> {
  return (await backend.rows('generator_drafts', user.id)).find((row) => row.id === userTypeId(user.id, 'blog'));
}

async function deviceDraft(device: TestDevice, user: TestUser): Promise<Record<string, unknown> | undefined> {
  return (await device.session!.db.generator_drafts.findOne(userTypeId(user.id, 'blog')).exec())?.toMutableJSON();
}

/** Expects the device and the server to hold `topic` as the blog draft, with nothing kept. */
async function expectDraft(device: TestDevice, user: TestUser, topic: string): Promise<void> {
  expect(await openIssues(device)).toEqual([]);
  expect((await serverDraft(user))?.form).toMatchObject({ topic });
  const local = await deviceDraft(device, user);
  expect(local?.form).toMatchObject({ topic });
  expect(local?.server_modified).toBe((await serverDraft(user))?._modified);
}

describe('a draft this device edited', () => {
  it('edited offline several times, across a reopen, reaches the server as the last edit', async () => {
    const user = await backend.createUser('offline-draft');
    const device = new TestDevice(backend);
    await device.signIn(user);
    await device.open();
    await saveDraft('blog', article('Morning flow'));
    await device.settle();

    device.goOffline();
    await saveDraft('blog', article('Morning flow for beginners'));
    await saveDraft('blog', article('Morning flow for beginners, part one'));
    await device.close();
    await device.open();
    await saveDraft('blog', article('Réveil en douceur: morning flow'));
    device.goOnline();
    await device.settle();

    await expectDraft(device, user, 'Réveil en douceur: morning flow');
    await device.close();
  });

  it('made offline and edited several times before its first push', async () => {
    const user = await backend.createUser('new-draft');
    const device = new TestDevice(backend);
    await device.signIn(user);
    await device.open();
    await device.settle();
    device.goOffline();
    for (const topic of ['Breath', 'Breathwork', 'Breathwork at dawn']) await saveDraft('blog', article(topic));
    device.goOnline();
    await device.settle();

    await expectDraft(device, user, 'Breathwork at dawn');
    await device.close();
  });

  it('edited while a push whose answer was lost is retried', async () => {
    const user = await backend.createUser('retried-draft');
    const lossy = lossyBackend(backend);
    const device = new TestDevice(lossy.backend);
    await device.signIn(user);
    await device.open();
    await saveDraft('blog', article('Sound bath'));
    await device.settle();

    const trap = lossy.loseNextAnswer('generator_drafts', () => saveDraft('blog', article('Sound bath, second take')));
    await saveDraft('blog', article('Sound bath, first take'));
    await device.settle();

    expect(trap.sprung).toBe(true);
    await expectDraft(device, user, 'Sound bath, second take');
    await device.close();
  });

  it('edited after the app closed with a push whose answer was lost', async () => {
    const user = await backend.createUser('reopened-draft');
    const lossy = lossyBackend(backend);
    const device = new TestDevice(lossy.backend);
    await device.signIn(user);
    await device.open();
    await saveDraft('blog', article('Yin for sleep'));
    await device.settle();

    // The write lands, the answer is lost with the network, and the app is closed offline.
    const trap = lossy.loseNextAnswer('generator_drafts', async () => device.goOffline());
    await saveDraft('blog', article('Yin for deeper sleep'));
    await expect.poll(() => trap.sprung).toBe(true);
    await saveDraft('blog', article('Yin for deeper sleep, with a body scan'));
    await device.close();

    await device.open();
    await saveDraft('blog', article('Yin pour un sommeil profond'));
    device.goOnline();
    await device.settle();

    await expectDraft(device, user, 'Yin pour un sommeil profond');
    await device.close();
  });

  it('made here, its first push answer lost, edited in another tab that took over', async () => {
    const user = await backend.createUser('tab-draft');
    const lossy = lossyBackend(backend);
    const device = new TestDevice(lossy.backend);
    await device.signIn(user);
    await device.open();
    await device.settle();

    // The syncing tab sends the new draft and closes before the answer; the other tab
    // (the same database on the same device) opens its own session and edits.
    const trap = lossy.loseNextAnswer('generator_drafts', async () => device.goOffline());
    await saveDraft('blog', article('Gentle twists'));
    await expect.poll(() => trap.sprung).toBe(true);
    await device.close();
    device.goOnline();
    await device.open();
    await saveDraft('blog', article('Gentle twists for the lower back'));
    await device.settle();

    await expectDraft(device, user, 'Gentle twists for the lower back');
    await device.close();
  });
});

describe('a draft this device edited in another database', () => {
  let owner: TestUser;

  beforeAll(async () => {
    owner = await backend.createUser('switch-owner');
  });

  async function memberDevice(label: string): Promise<{ member: TestUser; device: TestDevice }> {
    const member = await backend.createUser(label);
    const ownerDevice = new TestDevice(backend);
    await ownerDevice.signIn(owner);
    const device = new TestDevice(backend);
    await device.signIn(member);
    const invite = await ownerDevice.client.rpc('invite_studio_member', { p_studio: owner.id, p_email: member.email, p_role: 'staff' });
    if (invite.error) throw invite.error;
    const accept = await device.client.rpc('accept_studio_invitation', { p_token: (invite.data as { token: string }).token });
    if (accept.error) throw accept.error;
    return { member, device };
  }

  /** Opens one studio's database online, lets it sync, closes it. */
  async function visit(device: TestDevice, studioId: string, edit?: string): Promise<void> {
    await device.open({ studioId });
    if (edit) await saveDraft('blog', article(edit));
    await device.settle();
    await device.close();
  }

  it('after a studio switch, an edit of the draft the other studio held is the newest', async () => {
    const { member, device } = await memberDevice('switch-member');
    await visit(device, member.id, 'Retreat welcome');
    await visit(device, owner.id);
    await visit(device, member.id, 'Retreat welcome, day one');

    // Back in the other studio before it has pulled the newer draft: the user edits what it shows.
    device.goOffline();
    await device.open({ studioId: owner.id });
    expect((await deviceDraft(device, member))?.form).toMatchObject({ topic: 'Retreat welcome' });
    await saveDraft('blog', article('Retreat welcome, day two'));
    device.goOnline();
    await device.settle();

    await expectDraft(device, member, 'Retreat welcome, day two');
    await device.close();
  });

  it('an older offline edit in one studio does not undo a newer one made in another', async () => {
    const { member, device } = await memberDevice('switch-older');
    await visit(device, member.id, 'Chakra basics');
    await visit(device, owner.id);

    device.goOffline();
    await device.open({ studioId: owner.id });
    await saveDraft('blog', article('Chakra basics, offline'));
    await device.close();
    device.goOnline();
    await visit(device, member.id, 'Chakra basics, the newest');

    await device.open({ studioId: owner.id });
    await device.settle();
    await expectDraft(device, member, 'Chakra basics, the newest');
    await device.close();
  });

  it('made again after a sign-out, its first download meeting the draft this device wrote before', async () => {
    const user = await backend.createUser('resigned-draft');
    const device = new TestDevice(backend);
    await device.signIn(user);
    await visit(device, user.id, 'Pranayama');
    await device.signOut();
    expect(await device.databaseNames()).toEqual([]);

    await device.signIn(user);
    device.goOffline();
    await device.open();
    await saveDraft('blog', article('Pranayama for runners'));
    device.goOnline();
    await device.settle();

    await expectDraft(device, user, 'Pranayama for runners');
    await device.close();
  });
});

describe('a brand profile this device edited before a sign-out', () => {
  it('is merged with the profile edited again before the first download, nothing kept as a conflict', async () => {
    const user = await backend.createUser('resigned-profile');
    const device = new TestDevice(backend);
    await device.signIn(user);
    await device.open();
    await saveProfile({ business_description: 'Yin et méditation au bord du lagon.', target_audience: 'Retreat guests' });
    await device.settle();
    await device.signOut();

    await device.signIn(user);
    device.goOffline();
    await device.open();
    await saveProfile({ target_audience: 'Runners who want to sleep better' });
    device.goOnline();
    await device.settle();

    expect(await openIssues(device)).toEqual([]);
    const server = (await backend.rows('profiles', user.id))[0];
    expect(server).toMatchObject({ business_description: 'Yin et méditation au bord du lagon.', target_audience: 'Runners who want to sleep better' });
    expect((await device.session!.db.profiles.findOne(user.id).exec())?.target_audience).toBe('Runners who want to sleep better');
    await device.close();
  });
});

describe('a draft another device edited', () => {
  it('is a conflict when a new device types the same tool before its first download', async () => {
    const user = await backend.createUser('other-draft');
    const phone = new TestDevice(backend);
    const tablet = new TestDevice(backend);
    await phone.signIn(user);
    await tablet.signIn(user);
    await phone.open();
    await saveDraft('blog', article('Written on the phone'));
    await phone.settle();
    await phone.close();

    tablet.goOffline();
    await tablet.open();
    await saveDraft('blog', article('Typed on the tablet'));
    tablet.goOnline();
    await tablet.settle();

    expect(await openIssues(tablet)).toEqual([{ collection_name: 'generator_drafts', reason: 'changed on another device: form' }]);
    expect((await serverDraft(user))?.form).toMatchObject({ topic: 'Written on the phone' });
    await tablet.close();
  });

  it('is a conflict after this device’s own lost answer, when the other device wrote after it', async () => {
    const user = await backend.createUser('own-then-other');
    const lossy = lossyBackend(backend);
    const phone = new TestDevice(lossy.backend);
    const tablet = new TestDevice(backend);
    await phone.signIn(user);
    await tablet.signIn(user);
    await phone.open();
    await saveDraft('blog', article('Full moon'));
    await phone.settle();

    const trap = lossy.loseNextAnswer('generator_drafts', async () => phone.goOffline());
    await saveDraft('blog', article('Full moon circle'));
    await expect.poll(() => trap.sprung).toBe(true);
    await saveDraft('blog', article('Full moon circle, phone notes'));
    await phone.close();

    await tablet.open();
    await tablet.settle();
    await saveDraft('blog', article('Full moon circle, tablet notes'));
    await tablet.settle();
    await tablet.close();

    phone.goOnline();
    await phone.open();
    await phone.settle();
    expect(await openIssues(phone)).toEqual([{ collection_name: 'generator_drafts', reason: 'changed on another device: form' }]);
    expect((await serverDraft(user))?.form).toMatchObject({ topic: 'Full moon circle, tablet notes' });
    await phone.close();
  });
});
