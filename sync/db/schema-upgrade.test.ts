import { createRxDatabase } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import { newestHistory } from '../queries/history-queries.ts';
import { type ContentHistoryDoc, contentHistorySchema } from '../schemas/content-history-schema.ts';
import { imageJobSchema } from '../schemas/image-job-schema.ts';
import { memoryIndexedDb, openOfflineUserData } from '../test-support/memory-device.ts';
import { removeUserData } from '../user-data/open-user-data.ts';
import { databaseNameFor } from './database-name.ts';
import { deviceStorage } from './storage.ts';

const USER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

afterEach(async () => {
  await removeUserData();
});

describe('a device database made before the history indexes', () => {
  it('opens with its history intact and queried on the new indexes', async () => {
    const indexedDb = memoryIndexedDb();
    const old = await createRxDatabase({ name: databaseNameFor(USER), storage: await deviceStorage({ indexedDb, devMode: false }), multiInstance: false });
    const { indexes: _added, ...versionZero } = contentHistorySchema;
    await old.addCollections({ content_history: { schema: { ...versionZero, version: 0 } } });
    const made = (title: string, at: string): ContentHistoryDoc => ({
      id: crypto.randomUUID(), user_id: USER, content_type: 'blog', title, content: 'Breathe.', metadata: { keywords: ['yoga'] },
      status: 'published', word_count: 1, created_at: at, updated_at: at, server_modified: '2026-11-01T09:00:00.000000Z',
    });
    await old.content_history!.bulkInsert([made('Older', '2026-11-01T09:00:00.000Z'), made('Newer', '2026-11-02T09:00:00.000Z')]);
    await old.close();

    const { db } = await openOfflineUserData(USER, indexedDb);
    expect(db.content_history.schema.version).toBe(3);
    const newest = await newestHistory(db, { limit: 5 }, Date.parse('2026-11-03T00:00:00Z'));
    expect(newest.map((item) => [item.title, item.content, item.metadata, item.server_modified])).toEqual([
      ['Newer', 'Breathe.', { keywords: ['yoga'] }, '2026-11-01T09:00:00.000000Z'],
      ['Older', 'Breathe.', { keywords: ['yoga'] }, '2026-11-01T09:00:00.000000Z'],
    ]);
  });
});

describe('a device database made before the content plan', () => {
  it('gives its scheduled and published items their dates and every item its channel, text and metadata unchanged', async () => {
    const indexedDb = memoryIndexedDb();
    const old = await createRxDatabase({ name: databaseNameFor(USER), storage: await deviceStorage({ indexedDb, devMode: false }), multiInstance: false });
    const { scheduled_for: _s, channel: _c, published_at: _p, published_link: _l, approved_at: _a, approved_by: _b, review_thread: _r, ...versionOneFields } =
      contentHistorySchema.properties;
    await old.addCollections({ content_history: { schema: { ...contentHistorySchema, properties: versionOneFields, version: 1 }, migrationStrategies: { 1: (doc) => doc } } });
    const made = (title: string, status: ContentHistoryDoc['status'], content_type: ContentHistoryDoc['content_type'], at: string) => ({
      id: crypto.randomUUID(), user_id: USER, content_type, title, content: 'Souffle, Zoë.', metadata: { keywords: ['yoga'] },
      status, word_count: 2, created_at: at, updated_at: at, server_modified: null,
    });
    await old.content_history!.bulkInsert([
      made('Planned', 'scheduled', 'social', '2026-11-01T09:00:00.000000Z'),
      made('Out', 'published', 'newsletter', '2026-11-02T09:00:00.000000Z'),
      made('Idea', 'draft', 'communication', '2026-11-03T09:00:00.000000Z'),
    ]);
    await old.close();

    const { db } = await openOfflineUserData(USER, indexedDb);
    const docs = await db.content_history.find({ sort: [{ created_at: 'asc' }] }).exec();
    expect(docs.map((doc) => [doc.title, doc.status, doc.scheduled_for, doc.published_at, doc.channel, doc.published_link, doc.content])).toEqual([
      ['Planned', 'scheduled', '2026-11-01T09:00:00.000000Z', null, 'instagram', null, 'Souffle, Zoë.'],
      ['Out', 'published', null, '2026-11-02T09:00:00.000000Z', 'newsletter', null, 'Souffle, Zoë.'],
      ['Idea', 'draft', null, null, 'email', null, 'Souffle, Zoë.'],
    ]);
  });
});

describe('a device database made before team review', () => {
  it('counts its scheduled and published items as approved when last changed, every item with an empty thread', async () => {
    const indexedDb = memoryIndexedDb();
    const old = await createRxDatabase({ name: databaseNameFor(USER), storage: await deviceStorage({ indexedDb, devMode: false }), multiInstance: false });
    const { approved_at: _a, approved_by: _b, review_thread: _r, ...versionTwoFields } = contentHistorySchema.properties;
    await old.addCollections({
      content_history: { schema: { ...contentHistorySchema, properties: versionTwoFields, version: 2 }, migrationStrategies: { 1: (doc) => doc, 2: (doc) => doc } },
    });
    const made = (title: string, status: ContentHistoryDoc['status'], at: string) => ({
      id: crypto.randomUUID(), user_id: USER, content_type: 'social' as const, title, content: 'Breathe.', metadata: {}, status, word_count: 1,
      scheduled_for: status === 'scheduled' ? at : null, channel: 'instagram' as const, published_at: status === 'published' ? at : null, published_link: null,
      created_at: at, updated_at: at, server_modified: null,
    });
    await old.content_history!.bulkInsert([made('Planned', 'scheduled', '2026-11-01T09:00:00.000000Z'), made('Waiting', 'in_review', '2026-11-02T09:00:00.000000Z')]);
    await old.close();

    const { db } = await openOfflineUserData(USER, indexedDb);
    const docs = await db.content_history.find({ sort: [{ created_at: 'asc' }] }).exec();
    expect(docs.map((doc) => [doc.title, doc.status, doc.approved_at, doc.approved_by, doc.review_thread])).toEqual([
      ['Planned', 'scheduled', '2026-11-01T09:00:00.000000Z', null, []],
      ['Waiting', 'in_review', null, null, []],
    ]);
  });
});

describe('a device database made before images went to Storage', () => {
  it('keeps its images, marked as on this device only (nothing to upload), with their prompt as the title', async () => {
    const indexedDb = memoryIndexedDb();
    const old = await createRxDatabase({ name: databaseNameFor(USER), storage: await deviceStorage({ indexedDb, devMode: false }), multiInstance: false });
    const { storage_path: _path, uploaded: _uploaded, title: _title, drawn: _drawn, ...fields } = imageJobSchema.properties;
    await old.addCollections({ image_jobs: { schema: { ...imageJobSchema, properties: fields, version: 0 } } });
    const square = { value: 'square', label: 'Square (1080x1080)', width: 1080, height: 1080 };
    await old.image_jobs!.insert({
      id: crypto.randomUUID(), prompt: 'Sunrise flow', style: 'watercolor', dimensions: square, colors: 'ocean-calm', text_overlay: '', wellness_type: 'yoga',
      status: 'done', image: 'data:image/svg+xml;base64,PHN2Zy8+', error: null, attempts: 1, created_at: '2026-11-01T09:00:00.000Z', updated_at: '2026-11-01T09:00:00.000Z',
    });
    await old.close();

    const { db } = await openOfflineUserData(USER, indexedDb);
    const [job] = await db.image_jobs.find().exec();
    expect([job?.prompt, job?.image, job?.storage_path, job?.uploaded]).toEqual(['Sunrise flow', 'data:image/svg+xml;base64,PHN2Zy8+', null, false]);
    // Its prompt is taken as typed, and its SVG as drawn by the built-in renderer.
    expect([job?.title, job?.drawn]).toEqual(['Sunrise flow', true]);
  });
});
