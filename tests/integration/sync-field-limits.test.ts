// A value past a field's limit on the real device database and the local backend:
// the command refuses it before anything is written, and a value the device already
// holds (written before the limit, or under a higher one) is refused by the server
// with a sentence that names the field and its limit and opens the screen to fix it;
// once fixed, the change syncs and the error clears.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldLimitError } from '../../domain/field-limit-messages.ts';
import { restoreSyncIssue } from '../../sync/commands/sync-commands.ts';
import { saveTemplate } from '../../sync/commands/template-commands.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let asha: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  asha = await backend.createUser('asha');
});

afterAll(async () => {
  await backend?.stop();
});

const serverTemplates = async () => (await backend.rows('tone_templates', asha.id)).filter((row) => row._deleted !== true);

describe('field limits between the device and the server', () => {
  it('refuses an over-long value on the device: nothing is written, nothing is pushed', async () => {
    const device = new TestDevice(backend);
    await device.signIn(asha);
    const session = await device.open();
    await device.settle();
    await expect(saveTemplate({ name: 'Calm', description: 'd'.repeat(5000) })).rejects.toBeInstanceOf(FieldLimitError);
    await device.settle();
    expect(await session.db.tone_templates.count().exec()).toBe(0);
    expect(await serverTemplates()).toEqual([]);
    expect(session.status.getStatus().state).toBe('saved');
    await device.close();
  });

  it('tells a refused push in words, opens its screen, and syncs once the field is fixed', async () => {
    const device = new TestDevice(backend);
    await device.signIn(asha);
    const session = await device.open();
    await device.settle();
    const template = await saveTemplate({ name: 'Grounded', description: 'Short and warm.' });
    await device.settle();
    // What an older version of the app left on this device: written straight to its database.
    const stored = await session.db.tone_templates.findOne(template.id).exec();
    await stored?.incrementalPatch({ description: 'd'.repeat(5000), updated_at: new Date().toISOString() });
    await device.settle();

    await vi.waitFor(() => expect(session.status.getStatus().state).toBe('error'));
    const status = session.status.getStatus();
    const sentence = "The tone template's description is 5,000 characters; the most is 1,000. Shorten it to sync.";
    expect(status.error).toEqual({
      message: `The server refused a change: ${sentence}`,
      retryable: false,
      fix: { to: '/settings', search: { tab: 'templates' } },
    });
    expect(status.error?.message).not.toMatch(/violates|constraint/);
    const [issue] = (await session.db.sync_issues.find().exec()).map((doc) => doc.toMutableJSON());
    expect(issue?.reason).toBe(sentence);
    expect((await serverTemplates()).map((row) => row.description)).toEqual(['Short and warm.']);

    // Restoring the kept version would only be refused again.
    await expect(restoreSyncIssue(issue?.id ?? '')).rejects.toBeInstanceOf(FieldLimitError);

    await saveTemplate({ id: template.id, name: 'Grounded', description: 'd'.repeat(1000) });
    await device.settle();
    await vi.waitFor(() => expect(session.status.getStatus()).toMatchObject({ state: 'saved', error: null, openIssues: 0 }));
    expect((await serverTemplates()).map((row) => row.description)).toEqual(['d'.repeat(1000)]);
    await device.close();
  });
});
