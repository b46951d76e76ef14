// What a tool remembers of its last generations travels with the user's draft: the run a
// phone remembered (which history item it wrote) reaches the laptop, so an edit there lands
// on that item. A phone of the app from before (drafts of version 0) with a draft edit it
// never pushed opens under version 1 and pushes it, without a kept version.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTION_DEFS } from '../../sync/db/collection-defs.ts';
import { rememberRun, saveDraft } from '../../sync/commands/draft-commands.ts';
import { generatorDraftSchema } from '../../sync/schemas/generator-draft-schema.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

const defs = COLLECTION_DEFS as unknown as Record<string, unknown>;
const current = COLLECTION_DEFS.generator_drafts;

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('draft-runs');
});
afterEach(() => {
  defs.generator_drafts = current;
});
afterAll(async () => {
  await backend?.stop();
});

const RUN = { signature: '1a2b3c4d', variant: 1, historyId: '5f0c8a52-8d7e-4c1f-9a43-2b6f1e0d9c11', result: '9e8d7c6b', at: '2026-12-07T09:00:00.000Z' };

describe('the last runs with the draft', () => {
  it('reach another device, and a run remembered again replaces that job’s only', { timeout: 120_000 }, async () => {
    const phone = new TestDevice(backend);
    await phone.signIn(user);
    await phone.open();
    await saveDraft('communication', { form: { clientName: 'Anaïs' }, output: { body: 'Chère Anaïs,' } });
    await rememberRun('communication', 'reply', RUN);
    await rememberRun('communication', 'subject', { ...RUN, historyId: null });
    await phone.settle();
    await phone.close();

    const laptop = new TestDevice(backend);
    await laptop.signIn(user);
    const session = await laptop.open();
    await laptop.settle();
    const draft = await session.db.generator_drafts.findOne(`${user.id}:communication`).exec();
    expect(draft?.form).toEqual({ clientName: 'Anaïs' });
    expect(draft?.last_runs).toEqual({ reply: RUN, subject: { ...RUN, historyId: null } });

    // The form saved as the user types keeps the runs; a run remembered again replaces only its job's.
    await saveDraft('communication', { form: { clientName: 'Anaïs Dubois' } });
    await rememberRun('communication', 'reply', { ...RUN, variant: 2, at: '2026-12-07T10:00:00.000Z' });
    await laptop.settle();
    const [row] = (await backend.rows('generator_drafts', user.id)).filter((r) => r.content_type === 'communication');
    expect(row?.form).toEqual({ clientName: 'Anaïs Dubois' });
    expect(row?.last_runs).toEqual({ reply: { ...RUN, variant: 2, at: '2026-12-07T10:00:00.000Z' }, subject: { ...RUN, historyId: null } });
    await laptop.close();
  });

  it('a draft edited offline on the older app is pushed after the upgrade', { timeout: 120_000 }, async () => {
    const { last_runs: _runs, ...properties } = generatorDraftSchema.properties;
    defs.generator_drafts = {
      ...current,
      schema: { ...generatorDraftSchema, version: 0, properties, required: generatorDraftSchema.required?.filter((name) => name !== 'last_runs') },
      migrationStrategies: {},
    };
    const phone = new TestDevice(backend);
    await phone.signIn(user);
    const old = await phone.open();
    await phone.settle();
    phone.goOffline();
    const blog = { id: `${user.id}:blog`, user_id: user.id, content_type: 'blog', form: { keywords: ['yin yoga', 'sommeil'] }, output: null, created_at: '2026-12-07T08:00:00.000Z', updated_at: '2026-12-07T08:00:00.000Z', server_modified: null };
    await old.db.generator_drafts.insert(blog as never);
    await phone.close();

    defs.generator_drafts = current;
    const upgraded = await phone.open();
    expect(upgraded.db.generator_drafts.schema.version).toBe(1);
    expect((await upgraded.db.generator_drafts.findOne(blog.id).exec())?.last_runs).toEqual({});
    await vi.waitFor(() => expect(upgraded.status.getStatus().pendingChanges).toBe(1));
    phone.goOnline();
    await phone.settle();
    expect(await upgraded.db.sync_issues.count().exec()).toBe(0);
    const row = (await backend.rows('generator_drafts', user.id)).find((r) => r.content_type === 'blog');
    expect([row?.form, row?.last_runs]).toEqual([{ keywords: ['yin yoga', 'sommeil'] }, {}]);
    await phone.close();
  });
});
