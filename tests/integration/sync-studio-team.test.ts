// A studio's owner and two staff members, each on a device of their own, through the
// real replication against the local backend: offline writes reach every member's
// device with their author, an edit of the same item by two members keeps the loser
// restorable (as between two devices of one person), a staff member's device cannot
// change the brand, and a member removed while offline has the studio dropped from the
// device at the next sync while their own studio stays.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addHistoryItem } from '../../sync/commands/history-commands.ts';
import { saveProfile } from '../../sync/commands/profile-commands.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import { removeUserData } from '../../sync/user-data/open-user-data.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let owner: TestUser;
let aroha: TestUser;
let bruno: TestUser;
let ownerPhone: TestDevice;
let arohaPhone: TestDevice;
let brunoTablet: TestDevice;

async function rpc<T>(device: TestDevice, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await device.client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data as T;
}

beforeAll(async () => {
  backend = await startSyncBackend();
  owner = await backend.createUser('owner');
  aroha = await backend.createUser('aroha');
  bruno = await backend.createUser('bruno');
  ownerPhone = new TestDevice(backend);
  arohaPhone = new TestDevice(backend);
  brunoTablet = new TestDevice(backend);
  await ownerPhone.signIn(owner);
  await arohaPhone.signIn(aroha);
  await brunoTablet.signIn(bruno);
  for (const [device, person] of [
    [arohaPhone, aroha],
    [brunoTablet, bruno],
  ] as const) {
    const invitation = await rpc<{ token: string }>(ownerPhone, 'invite_studio_member', { p_studio: owner.id, p_email: person.email, p_role: 'staff' });
    await rpc(device, 'accept_studio_invitation', { p_token: invitation.token });
  }
});

afterAll(async () => {
  await backend?.stop();
});

async function historyOf(device: TestDevice) {
  const docs = await device.session!.db.content_history.find({ sort: [{ title: 'asc' }] }).exec();
  return docs.map((doc) => ({ title: doc.title, author: doc.user_id }));
}

describe('a studio team on three devices', () => {
  it('offline writes reach every member with their author; two members editing one item keep the loser restorable', async () => {
    await ownerPhone.open();
    const welcome = await addHistoryItem({ content_type: 'blog', title: 'Welcome to the retreat' });
    await ownerPhone.settle();
    await ownerPhone.close();

    // Aroha, offline at the retreat: a new post and an edit of the owner's.
    await arohaPhone.open({ studioId: owner.id });
    await arohaPhone.settle();
    expect(await historyOf(arohaPhone)).toEqual([{ title: 'Welcome to the retreat', author: owner.id }]);
    arohaPhone.goOffline();
    await addHistoryItem({ content_type: 'social', title: 'Sunrise flow, day two' });
    await arohaPhone.session!.db.content_history.findOne(welcome.id).exec().then((doc) => doc!.incrementalPatch({ title: 'Welcome (Aroha)' }));
    await expect(saveProfile({ business_name: 'Renamed by staff' })).rejects.toThrow(WRITE_ERRORS.ownerOnly);
    await arohaPhone.close();

    // Bruno edits the same item online first.
    await brunoTablet.open({ studioId: owner.id });
    await brunoTablet.settle();
    await brunoTablet.session!.db.content_history.findOne(welcome.id).exec().then((doc) => doc!.incrementalPatch({ title: 'Welcome (Bruno)' }));
    await brunoTablet.settle();
    await brunoTablet.close();

    // Aroha reconnects: her post goes up; her edit lost to Bruno's and is kept.
    arohaPhone.goOnline();
    const arohaSession = await arohaPhone.open({ studioId: owner.id });
    await arohaPhone.settle();
    const issues = await arohaSession.db.sync_issues.find({ selector: { state: 'open' } }).exec();
    expect(issues.map((issue) => issue.toMutableJSON())).toEqual([
      expect.objectContaining({ collection_name: 'content_history', kind: 'conflict', local_version: expect.objectContaining({ title: 'Welcome (Aroha)' }) }),
    ]);
    expect(await historyOf(arohaPhone)).toEqual([
      { title: 'Sunrise flow, day two', author: aroha.id },
      { title: 'Welcome (Bruno)', author: owner.id },
    ]);
    await arohaPhone.close();

    // The owner's device has both, with who made them; her own studio's data is untouched.
    await ownerPhone.open();
    await ownerPhone.settle();
    expect(await historyOf(ownerPhone)).toEqual([
      { title: 'Sunrise flow, day two', author: aroha.id },
      { title: 'Welcome (Bruno)', author: owner.id },
    ]);
    await ownerPhone.close();
    await brunoTablet.open();
    await brunoTablet.settle();
    expect(await historyOf(brunoTablet)).toEqual([]);
    await brunoTablet.close();
  });

  it('a member removed while offline has the studio dropped from the device at the next sync; their own studio stays', async () => {
    await brunoTablet.open();
    await addHistoryItem({ content_type: 'email', title: 'My own newsletter' });
    await brunoTablet.settle();
    await brunoTablet.close();

    await brunoTablet.open({ studioId: owner.id });
    await brunoTablet.settle();
    brunoTablet.goOffline();
    await addHistoryItem({ content_type: 'blog', title: 'Written after removal' });
    await brunoTablet.close();
    const studioDatabases = (names: string[]) => names.filter((name) => name.startsWith(`rxdb-dexie-studio-${bruno.id}-${owner.id}--`));
    expect(studioDatabases(await brunoTablet.databaseNames()).length).toBeGreaterThan(0);

    await rpc(ownerPhone, 'remove_studio_member', { p_studio: owner.id, p_user: bruno.id });

    brunoTablet.goOnline();
    const ended: string[] = [];
    await brunoTablet.open({
      studioId: owner.id,
      onMembershipEnded: (studioId) => {
        ended.push(studioId);
        void removeUserData({ userId: bruno.id, studioId, indexedDb: brunoTablet.indexedDb });
      },
    });
    await vi.waitFor(() => expect(ended).toEqual([owner.id]));
    await vi.waitFor(async () => expect(studioDatabases(await brunoTablet.databaseNames())).toEqual([]));
    brunoTablet.session = null;

    // Nothing written after the removal reached the studio; Bruno's own studio is still on the device.
    const { data } = await ownerPhone.client.from('content_history').select('title').eq('studio_id', owner.id).order('title');
    expect(data).toEqual([{ title: 'Sunrise flow, day two' }, { title: 'Welcome (Bruno)' }]);
    await brunoTablet.open();
    expect(await historyOf(brunoTablet)).toEqual([{ title: 'My own newsletter', author: bruno.id }]);
    await brunoTablet.close();
  });
});
