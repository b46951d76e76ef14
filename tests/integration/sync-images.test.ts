// Image generation waits in image_jobs while offline and goes to the generate-image
// function when the network is back; a request the function refuses is marked
// failed with its reason instead of being retried for ever. A generated image goes to
// the user's Storage folder, and another device of the user fetches it from there.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queueImage, wantStoredImages } from '../../sync/commands/image-commands.ts';
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
      { timeout: 30_000 },
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

  it('stores the image in Storage so another device of the user fetches it, and keeps it offline', async () => {
    const phone = new TestDevice(backend);
    await phone.signIn(user);
    const phoneSession = await phone.open();
    await phone.settle();
    const job = await queueImage({ prompt: 'Candles at a sound bath', style: 'minimalist', dimensions: square, colors: 'earth-tones', textOverlay: '', wellness_type: 'spiritual' });
    await vi.waitFor(
      async () => {
        const stored = await phoneSession.db.image_jobs.findOne(job.id).exec();
        expect(stored?.uploaded).toBe(true);
      },
      { timeout: 30_000 },
    );
    const made = (await phoneSession.db.image_jobs.findOne(job.id).exec())!;
    expect(made.storage_path).toBe(`${user.id}/${job.id}.svg`);
    await phone.close();

    const desktop = new TestDevice(backend);
    await desktop.signIn(user);
    const desktopSession = await desktop.open();
    await desktop.settle();
    const path = made.storage_path!;
    const nowhere = `${user.id}/never-uploaded.svg`;
    desktop.goOffline();
    await wantStoredImages([path, nowhere]);
    const waiting = await desktopSession.db.stored_images.findByIds([path, nowhere]).exec();
    expect([...waiting.values()].map((doc) => doc.state)).toEqual(['wanted', 'wanted']);

    desktop.goOnline();
    await vi.waitFor(
      async () => {
        const found = await desktopSession.db.stored_images.findByIds([path, nowhere]).exec();
        expect([found.get(path)?.state, found.get(nowhere)?.state]).toEqual(['ready', 'missing']);
      },
      { timeout: 30_000 },
    );
    const fetched = await desktopSession.db.stored_images.findOne(path).exec();
    expect(made.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(fetched?.image).toBe(made.image);
    await desktop.close();

    // Kept on the desktop: offline, after a reload, the image is still there.
    const reopened = await desktop.open({ sync: false });
    expect((await reopened.db.stored_images.findOne(path).exec())?.state).toBe('ready');
    await desktop.close();
  });

  it('never lets another user fetch the image', async () => {
    const owner = await backend.createUser('image-owner');
    const stranger = await backend.createUser('image-stranger');
    const phone = new TestDevice(backend);
    await phone.signIn(owner);
    const session = await phone.open();
    await phone.settle();
    const job = await queueImage({ prompt: 'A quiet spa room', style: 'minimalist', dimensions: square, colors: 'earth-tones', textOverlay: '', wellness_type: 'spa' });
    await vi.waitFor(async () => expect((await session.db.image_jobs.findOne(job.id).exec())?.uploaded).toBe(true), { timeout: 30_000 });
    await phone.close();

    const other = new TestDevice(backend);
    await other.signIn(stranger);
    const otherSession = await other.open();
    await other.settle();
    const path = `${owner.id}/${job.id}.svg`;
    await wantStoredImages([path]);
    await vi.waitFor(async () => expect((await otherSession.db.stored_images.findOne(path).exec())?.state).toBe('missing'), { timeout: 30_000 });
    expect((await otherSession.db.stored_images.findOne(path).exec())?.image).toBeNull();
    await other.close();
  });
});
