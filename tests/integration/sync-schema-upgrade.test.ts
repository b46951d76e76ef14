// A phone that last ran the app before the content plan (history documents of version 1)
// and holds edits it never pushed: the new app opens its database (version 2), and every
// one of those edits reaches the server, items the phone scheduled with no date (the older
// app did not ask for one) included, with nothing else pushed, no conflict and no kept
// version. The server is already migrated, as it is when the phone comes back.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTION_DEFS } from '../../sync/db/collection-defs.ts';
import { contentHistorySchema } from '../../sync/schemas/content-history-schema.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { deviceDocs, serverDocs } from './helpers/sync-compare.ts';
import { TestDevice } from './helpers/sync-device.ts';

const defs = COLLECTION_DEFS as unknown as Record<string, unknown>;
const current = COLLECTION_DEFS.content_history;

/** The app as it was: history of version 1, without the plan's fields. */
function runOlderApp(): void {
  const { scheduled_for: _s, channel: _c, published_at: _p, published_link: _l, approved_at: _a, approved_by: _b, review_thread: _r, ...properties } =
    contentHistorySchema.properties;
  defs.content_history = {
    ...current,
    schema: { ...contentHistorySchema, version: 1, properties },
    migrationStrategies: { 1: (doc: unknown) => doc },
    timestampFields: ['created_at', 'updated_at'],
  };
}

/** The app before team review: history of version 2, with the plan and without the review's fields. */
function runAppBeforeReview(): void {
  const { approved_at: _a, approved_by: _b, review_thread: _r, ...properties } = contentHistorySchema.properties;
  defs.content_history = {
    ...current,
    schema: { ...contentHistorySchema, version: 2, properties },
    migrationStrategies: { 1: current.migrationStrategies[1], 2: current.migrationStrategies[2] },
    timestampFields: ['created_at', 'updated_at', 'scheduled_for', 'published_at'],
  };
}

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('upgrade');
});
afterEach(() => {
  defs.content_history = current;
});
afterAll(async () => {
  await backend?.stop();
});

const stamp = (minutes: number) => new Date(Date.parse('2026-11-20T09:00:00Z') + minutes * 60_000).toISOString();

describe('a device database of the older app, with edits not yet pushed', () => {
  it('pushes every edit after the upgrade and nothing else', { timeout: 120_000 }, async () => {
    await backend.ctx.db.asSuperuser((tx) =>
      tx.query(
        `insert into content_history (user_id, content_type, title, content, metadata, status, created_at, updated_at)
         select $1, case when n % 2 = 0 then 'social' else 'blog' end, 'Server item ' || lpad(n::text, 2, '0'), 'Breathe, Zoë.',
                case when n % 2 = 0 then '{"platforms": ["linkedin"]}'::jsonb else '{}'::jsonb end, 'draft', now(), now()
         from generate_series(1, 20) as n`,
        [user.id],
      ),
    );
    runOlderApp();
    const device = new TestDevice(backend);
    await device.signIn(user);
    const old = await device.open();
    await device.settle();
    const history = old.db.content_history;
    expect(await history.count().exec()).toBe(20);
    expect(Object.keys((await history.findOne().exec())!.toJSON())).not.toContain('channel');
    const untouched = new Map((await backend.rows('content_history', user.id)).map((row) => [row.id as string, row._modified]));

    device.goOffline();
    const byTitle = async (title: string) => (await history.findOne({ selector: { title } }).exec())!;
    await (await byTitle('Server item 01')).incrementalPatch({ title: 'Server item 01, retitled at the retreat', updated_at: stamp(1) });
    await (await byTitle('Server item 02')).incrementalPatch({ status: 'scheduled', updated_at: stamp(2) });
    await (await byTitle('Server item 03')).incrementalPatch({ status: 'published', updated_at: stamp(3) });
    await (await byTitle('Server item 04')).incrementalPatch({ status: 'archived', updated_at: stamp(4) });
    await (await byTitle('Server item 05')).remove();
    const made = ['Made offline, a draft', 'Made offline, scheduled'].map((title, n) => ({
      id: randomUUID(), user_id: user.id, content_type: 'newsletter' as const, title, content: 'Chère Anaïs,', metadata: {},
      status: n === 0 ? ('draft' as const) : ('scheduled' as const), word_count: 2, created_at: stamp(10 + n), updated_at: stamp(10 + n), server_modified: null,
    }));
    await history.bulkInsert(made);
    const edited = ['Server item 01', 'Server item 02', 'Server item 03', 'Server item 04', 'Server item 05'];
    await device.close();

    defs.content_history = current;
    const upgraded = await device.open();
    expect(upgraded.db.content_history.schema.version).toBe(3);
    const planned = await upgraded.db.content_history.findOne({ selector: { title: 'Made offline, scheduled' } }).exec();
    expect([planned?.status, planned?.scheduled_for, planned?.channel]).toEqual(['scheduled', stamp(11), 'newsletter']);
    // The header's "7 changes waiting": every edit, and only those.
    await vi.waitFor(() => expect(upgraded.status.getStatus().pendingChanges).toBe(7));

    device.goOnline();
    await device.settle();
    expect(upgraded.status.getStatus()).toMatchObject({ state: 'saved', pendingChanges: 0, error: null });
    expect(await upgraded.db.sync_issues.count().exec()).toBe(0);

    const rows = await backend.rows('content_history', user.id);
    const row = (title: string) => rows.find((r) => r.title === title) as Record<string, unknown>;
    expect(row('Server item 01, retitled at the retreat')).toBeDefined();
    expect([row('Server item 02').status, row('Server item 02').scheduled_for]).toEqual(['scheduled', '2026-11-20T09:02:00+00:00']);
    expect([row('Server item 03').status, row('Server item 03').published_at]).toEqual(['published', '2026-11-20T09:03:00+00:00']);
    expect(row('Server item 04').status).toBe('archived');
    expect(rows.find((r) => r.title === 'Server item 05')?._deleted).toBe(true);
    expect([row('Made offline, scheduled').status, row('Made offline, scheduled').scheduled_for]).toEqual(['scheduled', '2026-11-20T09:11:00+00:00']);
    expect(row('Made offline, a draft').channel).toBe('newsletter');
    // Nothing the phone did not change was written again.
    const rewritten = rows.filter((r) => untouched.has(r.id as string) && untouched.get(r.id as string) !== r._modified).map((r) => r.title as string);
    expect(rewritten.sort()).toEqual(['Server item 01, retitled at the retreat', ...edited.slice(1)].sort());
    expect(await serverDocs(backend, user.id, 'content_history')).toEqual(await deviceDocs(upgraded, 'content_history'));
    await device.close();
  });
});

describe('a device database of the app before team review, with edits not yet pushed', () => {
  it('pushes each edit after the upgrade, the submission with the server’s thread entry, and nothing else', { timeout: 120_000 }, async () => {
    const reviewer = await backend.createUser('before-review');
    await backend.ctx.db.asSuperuser((tx) =>
      tx.query(
        // The scheduled one approved when it was last changed, as the server's migration gives it.
        `insert into content_history (user_id, content_type, title, content, status, scheduled_for, approved_at, created_at, updated_at)
         select $1, 'social', 'Planned item ' || n, 'Breathe.', case when n = 1 then 'scheduled' else 'draft' end,
                case when n = 1 then now() + interval '1 day' end, case when n = 1 then now() end, now(), now()
         from generate_series(1, 4) as n`,
        [reviewer.id],
      ),
    );
    runAppBeforeReview();
    const device = new TestDevice(backend);
    await device.signIn(reviewer);
    const old = await device.open();
    await device.settle();
    expect(Object.keys((await old.db.content_history.findOne().exec())!.toJSON())).not.toContain('review_thread');
    const untouched = new Map((await backend.rows('content_history', reviewer.id)).map((row) => [row.id as string, row._modified]));

    device.goOffline();
    const byTitle = async (title: string) => (await old.db.content_history.findOne({ selector: { title } }).exec())!;
    await (await byTitle('Planned item 2')).incrementalPatch({ status: 'in_review', updated_at: stamp(1) });
    await (await byTitle('Planned item 3')).incrementalPatch({ title: 'Planned item 3, retitled', updated_at: stamp(2) });
    await device.close();

    defs.content_history = current;
    const upgraded = await device.open();
    expect(upgraded.db.content_history.schema.version).toBe(3);
    const planned = (await upgraded.db.content_history.findOne({ selector: { title: 'Planned item 1' } }).exec())!;
    expect([planned.status, typeof planned.approved_at, planned.review_thread]).toEqual(['scheduled', 'string', []]);
    await vi.waitFor(() => expect(upgraded.status.getStatus().pendingChanges).toBe(2));

    device.goOnline();
    await device.settle();
    expect(upgraded.status.getStatus()).toMatchObject({ state: 'saved', pendingChanges: 0, error: null });
    expect(await upgraded.db.sync_issues.count().exec()).toBe(0);
    const rows = await backend.rows('content_history', reviewer.id);
    const row = (title: string) => rows.find((r) => r.title === title) as Record<string, unknown>;
    expect([row('Planned item 2').status, (row('Planned item 2').review_thread as { kind: string; by: string }[]).map((e) => [e.kind, e.by])]).toEqual([
      'in_review',
      [['submitted', reviewer.id]],
    ]);
    expect(row('Planned item 3, retitled')).toBeDefined();
    const rewritten = rows.filter((r) => untouched.get(r.id as string) !== r._modified).map((r) => r.title as string);
    expect(rewritten.sort()).toEqual(['Planned item 2', 'Planned item 3, retitled']);
    expect(await serverDocs(backend, reviewer.id, 'content_history')).toEqual(await deviceDocs(upgraded, 'content_history'));
    await device.close();
  });
});
