// Image generation waits in image_jobs while offline and goes to the generate-image
// function when the network is back; a request the function refuses is marked
// failed with its reason instead of being retried for ever.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queueImage } from '../../sync/commands/image-commands.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('images');
});

afterAll(async () => {
  await backend?.stop();
});

const square = { value: 'square', label: 'Square (1080x1080)', width: 1080, height: 1080 };

describe('image queue', () => {
  it('generates queued images once online and reports refusals', async () => {
    const device = new TestDevice(backend);
    await device.signIn(user);
    const session = await device.open();
    await device.settle();

    device.goOffline();
    const good = await queueImage({ prompt: ' Sunrise yoga on the beach ', style: 'watercolor', dimensions: square, colors: 'ocean-calm', textOverlay: 'Breathe', wellness_type: 'yoga' });
    const bad = await queueImage({ prompt: 'Tea ceremony', style: 'cubist', dimensions: square, colors: '', textOverlay: '', wellness_type: 'spa' });
    const waiting = await session.db.image_jobs.find().exec();
    expect(waiting.map((job) => job.status)).toEqual(['queued', 'queued']);
    expect(good.prompt).toBe('Sunrise yoga on the beach');

    device.goOnline();
    await vi.waitFor(
      async () => {
        const jobs = await session.db.image_jobs.find().exec();
        expect(jobs.map((job) => job.status).sort()).toEqual(['done', 'failed']);
      },
      { timeout: 10_000 },
    );
    const done = await session.db.image_jobs.findOne(good.id).exec();
    expect(done?.image).toMatch(/^data:image\/svg\+xml/);
    const failed = await session.db.image_jobs.findOne(bad.id).exec();
    expect(failed?.error).toMatch(/Unknown style "cubist"/);
    // One request each: nothing was tried while offline, and a refusal is not retried.
    expect([done?.attempts, failed?.attempts]).toEqual([1, 1]);
    const usage = await backend.rows('usage_tracking', user.id);
    expect(usage.filter((row) => row.content_type === 'image')).toHaveLength(1);
    await device.close();
  });
});
