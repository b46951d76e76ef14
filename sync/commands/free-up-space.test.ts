import { afterEach, describe, expect, it } from 'vitest';
import { StorageFullError, WRITE_ERRORS } from '../../domain/sync-messages.ts';
import type { ImageJobDoc } from '../schemas/image-job-schema.ts';
import { openOfflineUserData } from '../test-support/memory-device.ts';
import { removeUserData } from '../user-data/open-user-data.ts';
import { freeUpSpace } from './free-up-space.ts';
import { addHistoryItem } from './history-commands.ts';
import { wantStoredImages } from './image-commands.ts';
import { writeErrorFor } from './run-write.ts';

const USER = '3b0f5d52-7c1e-4f4a-9a55-0c2d2f6e8b11';
const PICTURE = `data:image/png;base64,${'A'.repeat(2_000)}`;
const NOW = '2026-12-03T10:00:00.000Z';

function job(id: string, fields: Partial<ImageJobDoc>): ImageJobDoc {
  return {
    id,
    prompt: 'Sunrise over a yoga deck',
    style: 'photo',
    dimensions: { value: 'square', label: 'Square', width: 1024, height: 1024 },
    colors: 'warm',
    text_overlay: '',
    wellness_type: 'yoga',
    status: 'done',
    image: PICTURE,
    error: null,
    attempts: 1,
    created_at: NOW,
    updated_at: NOW,
    ...fields,
  };
}

const pathOf = (id: string) => `${USER}/${id}.png`;
const ids = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c', '00000000-0000-4000-8000-00000000000d', '00000000-0000-4000-8000-00000000000e'] as const;
const [UPLOADED, WAITING, REFUSED, UNRECORDED, QUEUED] = ids;

afterEach(() => removeUserData());

describe('free up space', () => {
  it('drops only the images the server holds, never one waiting to upload or never uploaded', async () => {
    const { db } = await openOfflineUserData(USER);
    await db.image_jobs.bulkInsert([
      job(UPLOADED, { storage_path: pathOf(UPLOADED), uploaded: true }),
      job(WAITING, { storage_path: pathOf(WAITING), uploaded: false }),
      job(REFUSED, { storage_path: null, uploaded: false }),
      job(UNRECORDED, { storage_path: pathOf(UNRECORDED), uploaded: true }),
      job(QUEUED, { status: 'queued', image: null }),
    ]);
    // The history items the image tool writes; the unrecorded job's has not been written yet.
    for (const id of [UPLOADED, WAITING, REFUSED]) {
      const path = id === REFUSED ? null : pathOf(id);
      await addHistoryItem({ content_type: 'image', title: `Image ${id}`, metadata: { image_job_id: id, image_path: path } });
    }
    const elsewhere = `${USER}/from-the-phone.png`;
    await db.stored_images.bulkInsert([
      { id: elsewhere, state: 'ready', image: PICTURE, updated_at: NOW },
      { id: `${USER}/not-there.png`, state: 'missing', image: null, updated_at: NOW },
      { id: `${USER}/on-its-way.png`, state: 'wanted', image: null, updated_at: NOW },
    ]);

    const freed = await freeUpSpace();

    expect(freed).toEqual({ images: 2, bytes: 2 * PICTURE.length });
    const left = await db.image_jobs.find().exec();
    expect(left.map((doc) => doc.id).sort()).toEqual([WAITING, REFUSED, UNRECORDED, QUEUED].sort());
    expect(left.every((doc) => doc.status === 'queued' || doc.image === PICTURE)).toBe(true);
    const stored = await db.stored_images.find().exec();
    expect(stored.map((doc) => doc.state).sort()).toEqual(['missing', 'wanted']);
    expect(await db.content_history.count().exec()).toBe(3);

    // Shown again, a dropped image is asked for from Storage, as on any other device.
    await wantStoredImages([pathOf(UPLOADED), elsewhere]);
    expect((await db.stored_images.findByIds([pathOf(UPLOADED), elsewhere]).exec()).size).toBe(2);
    expect((await db.stored_images.findOne(pathOf(UPLOADED)).exec())?.state).toBe('wanted');

    expect(await freeUpSpace()).toEqual({ images: 0, bytes: 0 });
  });

  it('keeps a job whose history item names another path than its upload', async () => {
    const { db } = await openOfflineUserData(USER);
    await db.image_jobs.insert(job(UPLOADED, { storage_path: pathOf(UPLOADED), uploaded: true }));
    await addHistoryItem({ content_type: 'image', title: 'Image', metadata: { image_job_id: UPLOADED, image_path: null } });
    expect(await freeUpSpace()).toEqual({ images: 0, bytes: 0 });
    expect(await db.image_jobs.count().exec()).toBe(1);
  });
});

describe('a write that meets a full disk', () => {
  it('becomes the out-of-space message, whatever layer reports it', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    for (const error of [quota, { name: 'AbortError', message: 'Transaction aborted', inner: quota }, new Error('QuotaExceededError: writing failed')]) {
      const shown = writeErrorFor(error);
      expect(shown).toBeInstanceOf(StorageFullError);
      expect(shown.message).toBe(WRITE_ERRORS.quota);
    }
    expect(WRITE_ERRORS.quota).toMatch(/^This device is out of storage space/);
    expect(writeErrorFor(new Error('Document update conflict')).message).not.toBe(WRITE_ERRORS.quota);
  });
});
