// A bad network: 30% of the backend requests fail at random (lost before the
// server, answer lost after the server applied them, or 503). Two devices of one
// user keep editing; they still converge with the server and nothing is lost.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../domain/tools.ts';
import { saveDraft } from '../../sync/commands/draft-commands.ts';
import { addHistoryItem, setHistoryStatus } from '../../sync/commands/history-commands.ts';
import { savePreferences } from '../../sync/commands/preference-commands.ts';
import { saveProfile } from '../../sync/commands/profile-commands.ts';
import { recordUsage } from '../../sync/commands/usage-commands.ts';
import { startSyncBackend, type SyncBackend } from './helpers/sync-backend.ts';
import { deviceDocs, SYNCED, serverDocs } from './helpers/sync-compare.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;

beforeAll(async () => {
  backend = await startSyncBackend();
});

afterAll(async () => {
  await backend?.stop();
});

/** A seeded random source, so a failing run can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function editRound(device: TestDevice, tag: string, made: Map<string, string>): Promise<void> {
  await device.open();
  for (let i = 0; i < 12; i += 1) {
    const item = await addHistoryItem({ content_type: 'blog', title: `${tag} ${i}` });
    made.set(item.id, item.title);
    if (i % 4 === 0) await setHistoryStatus(item.id, 'published');
    if (i % 3 === 0) await recordUsage({ content_type: 'blog', credits_consumed: 1 });
  }
  // New history items go in while the device catches up; the documents both devices
  // edit (draft, preferences, profile) are edited once it has: edited before, the
  // other device's change to the same field is a real conflict (sync-two-devices.test.ts).
  await device.settle();
  const type = CONTENT_TYPES[made.size % CONTENT_TYPES.length]!;
  await saveDraft(type, { form: { by: tag } });
  await savePreferences(type, { [`set_by_${tag.replace(/\W/g, '_')}`]: true });
  await saveProfile({ target_audience: `${tag} audience` });
  await device.settle();
  await device.close();
}

describe('with 30% of requests failing', () => {
  it('two devices converge with nothing lost', async () => {
    // A user of its own: a retry starts from an empty account.
    const user = await backend.createUser('flaky');
    const phone = new TestDevice(backend, { random: seeded(7) });
    const laptop = new TestDevice(backend, { random: seeded(11) });
    await phone.signIn(user);
    await laptop.signIn(user);
    phone.faultRate = 0.3;
    laptop.faultRate = 0.3;
    const made = new Map<string, string>();

    for (const round of [1, 2, 3]) {
      await editRound(phone, `phone ${round}`, made);
      await editRound(laptop, `laptop ${round}`, made);
    }
    const finalPhone = await phone.open();
    await phone.settle();
    const phoneDocs = Object.fromEntries(await Promise.all(SYNCED.map(async (n) => [n, await deviceDocs(finalPhone, n)] as const)));
    expect(await finalPhone.db.sync_issues.count().exec()).toBe(0);
    await phone.close();
    const finalLaptop = await laptop.open();
    await laptop.settle();
    const laptopDocs = Object.fromEntries(await Promise.all(SYNCED.map(async (n) => [n, await deviceDocs(finalLaptop, n)] as const)));
    await laptop.close();

    expect(phone.faults + laptop.faults).toBeGreaterThan(20);
    for (const name of SYNCED) {
      const server = await serverDocs(backend, user.id, name);
      if (name !== 'usage_tracking') {
        expect(phoneDocs[name], name).toEqual(server);
        expect(laptopDocs[name], name).toEqual(server);
      }
    }
    const titles = new Map((await backend.rows('content_history', user.id)).map((row) => [row.id as string, row.title as string]));
    expect(titles).toEqual(made);
    expect((await backend.rows('usage_tracking', user.id)).length).toBe(6 * 4);
    expect((await backend.rows('profiles', user.id))[0]).toMatchObject({ target_audience: 'laptop 3 audience' });
  }, 120_000);
});
