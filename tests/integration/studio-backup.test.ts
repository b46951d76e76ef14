// A studio's backup made on one device, offline, and restored into another account's
// fresh studio through the real device database and the local backend: every row
// arrives (under ids of its own) and reaches the server, a staff member's backup holds
// their own items, a second import adds nothing,
// a row edited since stays and the backup's version is kept, and files that are not a
// whole backup of this app are refused with nothing written.
import 'fake-indexeddb/auto';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BriefFields } from '../../domain/brief-rules.ts';
import { BACKUP_REFUSALS, type BackupRefusalKind } from '../../domain/studio-backup.ts';
import { exportStudioBackup, type StudioBackupFile } from '../../sync/commands/backup-export.ts';
import { readBackup } from '../../sync/commands/backup-read.ts';
import { applyRestore, planRestore } from '../../sync/commands/backup-restore.ts';
import { createBrief } from '../../sync/commands/brief-commands.ts';
import { addHistoryItem, replaceHistoryText } from '../../sync/commands/history-commands.ts';
import { savePreferences } from '../../sync/commands/preference-commands.ts';
import { saveProfile } from '../../sync/commands/profile-commands.ts';
import { restoreSyncIssue } from '../../sync/commands/sync-commands.ts';
import { saveTemplate } from '../../sync/commands/template-commands.ts';
import type { DeviceDatabase } from '../../sync/db/device-database.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let maker: TestUser;
let fresh: TestUser;
let backup: StudioBackupFile;
let madeRows: Record<string, Record<string, unknown>[]>;
/** The fresh studio's device, used again by the tests after the restore. */
let freshDevice: TestDevice;

const ITEMS = 2_000;
const SVG = 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const RETREAT: BriefFields = {
  kind: 'workshop',
  title: 'Solstice Retreat',
  starts_on: '2026-06-20',
  ends_on: '2026-06-22',
  times: 'arrive from 3pm',
  location: 'Lagoon Flow studio, Grand Baie',
  leaders: 'Anaïs',
  price: 'Rs 12,500',
  bring: 'a mat',
  booking: 'https://wa.me/23055550000',
  places_left: 12,
  audience: 'regulars',
  key_message: 'Slow down with the tide',
  avoid: '',
  details: '',
};
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function everything(db: DeviceDatabase): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const name of ['profiles', 'content_preferences', 'tone_templates', 'briefs', 'content_history', 'stored_images', 'sync_issues'] as const) {
    out[name] = (await (db.collections[name] as DeviceDatabase['content_history']).find().exec()).map((doc) => doc.toMutableJSON() as never);
  }
  return out;
}

const without = (row: Record<string, unknown>, ...fields: string[]) => Object.fromEntries(Object.entries(row).filter(([key]) => !fields.includes(key)));

beforeAll(async () => {
  backend = await startSyncBackend();
  maker = await backend.createUser('backup-maker');
  fresh = await backend.createUser('backup-fresh');
});

afterAll(async () => {
  await backend?.stop();
});

describe('studio backup', () => {
  it('makes the whole studio into one zip offline, with a manifest', { timeout: 240_000 }, async () => {
    const device = new TestDevice(backend);
    await device.signIn(maker);
    const session = await device.open();
    await device.settle();
    device.goOffline();
    await saveProfile({ business_name: 'Lagoon Flow Yoga', business_description: 'Yoga by the lagoon in Grand Baie', seo_keywords: ['yoga', 'Grand Baie'] });
    await savePreferences('blog', { length: 'long', include_faq: true });
    await saveTemplate({ name: 'Warm and calm', is_default: true });
    await saveTemplate({ name: 'Bold launch' });
    const brief = await createBrief(RETREAT);
    await Promise.all(
      Array.from({ length: ITEMS }, (_, i) =>
        addHistoryItem({
          content_type: i % 10 === 0 ? 'image' : 'blog',
          title: `Piece ${String(i).padStart(4, '0')}`,
          content: `Breathe in, breathe out. Class ${i} at the lagoon, with a longer paragraph so the file is real-sized. `.repeat(4),
          status: i % 3 === 0 ? 'published' : 'draft',
          word_count: 60 + i,
          metadata: i % 10 === 0 ? { image_path: `${maker.id}/job-${i}.${i % 20 === 0 ? 'svg' : 'png'}` } : { brief_id: brief.id, tone: 'calm' },
        }),
      ),
    );
    const images = Array.from({ length: ITEMS / 10 }, (_, k) => k * 10);
    await session.db.stored_images.bulkInsert(
      images.map((i) => ({ id: `${maker.id}/job-${i}.${i % 20 === 0 ? 'svg' : 'png'}`, state: 'ready' as const, image: i % 20 === 0 ? SVG : PNG, updated_at: new Date().toISOString() })),
    );
    madeRows = await everything(session.db);

    const progress: number[] = [];
    const started = performance.now();
    backup = await exportStudioBackup((done, total) => progress.push(done / total));
    console.log(`export of ${ITEMS} items and ${images.length} images: ${Math.round(performance.now() - started)} ms, ${backup.blob.size} bytes`);
    expect(progress.length).toBeGreaterThan(4);
    expect(progress.at(-1)).toBe(1);
    expect(backup.fileName).toMatch(/^lagoon-flow-yoga-backup-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await backup.blob.arrayBuffer()));
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
    expect(manifest).toMatchObject({ format: 'wellness-studio-backup', version: 1, studio_id: maker.id, partial: false, made_by: { user_id: maker.id, role: 'owner' } });
    expect(manifest.counts).toMatchObject({ profiles: 1, content_preferences: 1, tone_templates: 2, briefs: 1, content_history: ITEMS, images: images.length });
    expect(new TextDecoder().decode(files[`images/${maker.id}/job-0.svg`])).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await device.close();
  });

  it('restores into a fresh studio: every row, under ids of its own; a second import adds nothing', { timeout: 300_000 }, async () => {
    freshDevice = new TestDevice(backend);
    const device = freshDevice;
    await device.signIn(fresh);
    const session = await device.open({ sync: false });
    const contents = await readBackup(backup.blob);
    const plan = await planRestore(contents);
    expect(plan.tables.content_history).toEqual({ added: ITEMS, same: 0, updated: 0, kept: 0 });
    expect(plan.tables.tone_templates.added).toBe(2);
    expect(plan.images.added).toBe(ITEMS / 10);

    const progress: number[] = [];
    const started = performance.now();
    await applyRestore(contents, (done, total) => progress.push(done / total));
    console.log(`restore of ${ITEMS} items: ${Math.round(performance.now() - started)} ms`);
    expect(progress.at(-1)).toBe(1);
    const restored = await everything(session.db);

    const briefId = restored.briefs?.[0]?.id;
    expect(briefId).toMatch(UUID_V4);
    expect(briefId).not.toBe(madeRows.briefs?.[0]?.id);
    const byTitle = new Map(restored.content_history?.map((row) => [row.title, row]));
    expect(byTitle.size).toBe(ITEMS);
    for (const made of madeRows.content_history ?? []) {
      const row = byTitle.get(made.title);
      expect(row?.id).toMatch(UUID_V4);
      expect(row?.id).not.toBe(made.id);
      expect(row?.user_id).toBe(fresh.id);
      const metadata = made.metadata as Record<string, unknown>;
      // An image moves to the restoring owner's folder, under a job of its own.
      const movedImage = { image_job_id: expect.stringMatching(UUID_V4), image_path: expect.stringMatching(new RegExp(`^${fresh.id}/[0-9a-f-]{36}\\.(svg|png)$`)) };
      const expected = metadata.brief_id ? { ...metadata, brief_id: briefId } : metadata.image_path ? { ...metadata, ...movedImage } : metadata;
      expect(without(row ?? {}, 'id', 'user_id', 'server_modified')).toEqual({ ...without(made, 'id', 'user_id', 'server_modified'), metadata: expected });
    }
    const profile = restored.profiles?.[0] ?? {};
    expect(without(profile, 'id', 'user_id', 'server_modified')).toEqual(without(madeRows.profiles?.[0] ?? {}, 'id', 'user_id', 'server_modified'));
    expect(restored.content_preferences?.map((row) => [row.id, row.default_settings])).toEqual([[`${fresh.id}:blog`, { length: 'long', include_faq: true }]]);
    expect(restored.tone_templates?.map((row) => [row.name, row.is_default]).sort()).toEqual(
      madeRows.tone_templates?.map((row) => [row.name, row.is_default]).sort(),
    );
    const svgAsBase64 = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
    // Each image under the path its history item names now, and queued for its upload there.
    const pathOf = new Map(restored.content_history?.map((row) => [row.title, (row.metadata as Record<string, unknown>).image_path]));
    const madePath = new Map(madeRows.content_history?.map((row) => [(row.metadata as Record<string, unknown>).image_path, row.title]));
    expect(restored.stored_images?.map((row) => [row.id, row.image]).sort()).toEqual(
      madeRows.stored_images?.map((row) => [pathOf.get(madePath.get(row.id)), row.image === SVG ? svgAsBase64 : row.image]).sort(),
    );
    const uploads = await session.db.image_jobs.find().exec();
    expect(uploads.map((job) => [job.storage_path, job.status, job.uploaded]).sort()).toEqual(
      restored.stored_images?.map((row) => [row.id, 'done', false]).sort(),
    );

    const again = await planRestore(await readBackup(backup.blob));
    expect(again.tables.content_history).toEqual({ added: 0, same: ITEMS, updated: 0, kept: 0 });
    expect(again.tables.profiles).toEqual({ added: 0, same: 1, updated: 0, kept: 0 });
    expect(again.images).toEqual({ added: 0, same: ITEMS / 10 });
    await applyRestore(contents);
    expect(await everything(session.db)).toEqual(restored);
    expect(await session.db.image_jobs.count().exec()).toBe(ITEMS / 10);
    await device.close();
  });

  it('sends what it restored to the server like any edit, the fresh studio’s own profile replaced', { timeout: 120_000 }, async () => {
    const small = await backend.createUser('backup-small');
    const maker2 = new TestDevice(backend);
    await maker2.signIn(small);
    await maker2.open();
    await maker2.settle();
    await saveProfile({ business_name: 'Tide Pool Pilates' });
    await Promise.all(Array.from({ length: 30 }, (_, i) => addHistoryItem({ content_type: 'social', title: `Post ${i}`, content: 'Core and calm.' })));
    const imagePath = `${small.id}/job-sunrise.svg`;
    await addHistoryItem({ content_type: 'image', title: 'Sunrise over the lagoon', metadata: { image_path: imagePath, image_job_id: 'job-sunrise', style: 'watercolor' } });
    await maker2.session!.db.stored_images.insert({ id: imagePath, state: 'ready', image: SVG, updated_at: new Date().toISOString() });
    const file = await exportStudioBackup();
    await maker2.close();

    const other = await backend.createUser('backup-other');
    const device = new TestDevice(backend);
    await device.signIn(other);
    await device.open();
    await device.settle();
    const plan = await applyRestore(await readBackup(file.blob));
    // The profile made at sign-up was never edited: the backup's takes its place.
    expect(plan.tables.profiles).toEqual({ added: 0, same: 0, updated: 1, kept: 0 });
    await device.settle();
    const rows = await backend.rows('content_history', other.id);
    expect(rows.map((row) => row.title).sort()).toEqual([...Array.from({ length: 30 }, (_, i) => `Post ${i}`), 'Sunrise over the lagoon'].sort());
    // The image went to this owner's own folder in Storage, where the item says it is.
    const moved = String(((rows.find((row) => row.title === 'Sunrise over the lagoon')?.metadata ?? {}) as Record<string, unknown>).image_path);
    expect(moved).toMatch(new RegExp(`^${other.id}/[0-9a-f-]{36}\\.svg$`));
    await vi.waitFor(async () => expect((await device.session!.db.image_jobs.findOne({ selector: { storage_path: moved } }).exec())?.uploaded).toBe(true), { timeout: 60_000 });
    const { rows: objects } = await backend.ctx.db.asSuperuser((tx) => tx.query<{ name: string }>(`select name from storage.objects where bucket_id = 'images' and name = $1`, [moved]));
    expect(objects).toHaveLength(1);
    expect((await backend.rows('profiles', other.id))[0]).toMatchObject({ business_name: 'Tide Pool Pilates' });
    expect((await planRestore(await readBackup(file.blob))).tables.content_history.same).toBe(31);
    await device.close();
  });

  it('keeps an edit made since the backup, the backup’s version kept beside it', { timeout: 120_000 }, async () => {
    const device = freshDevice;
    const session = await device.open({ sync: false });
    const item = await session.db.content_history.findOne({ selector: { title: 'Piece 0007' } }).exec();
    await replaceHistoryText(item!.id, { title: 'Piece 0007', content: 'Rewritten after the backup.', word_count: 4 });
    const contents = await readBackup(backup.blob);
    const plan = await applyRestore(contents);
    expect(plan.tables.content_history).toEqual({ added: 0, same: ITEMS - 1, updated: 0, kept: 1 });
    expect((await session.db.content_history.findOne(item!.id).exec())?.content).toBe('Rewritten after the backup.');
    const kept = await session.db.sync_issues.find().exec();
    expect(kept.map((issue) => [issue.doc_id, issue.state, [...issue.fields].sort()])).toEqual([[item!.id, 'open', ['content', 'word_count']]]);
    expect(kept[0]?.reason).toMatch(/older than the one on this device/);
    expect((await planRestore(contents)).tables.content_history.kept).toBe(0);
    await restoreSyncIssue(kept[0]!.id);
    expect((await session.db.content_history.findOne(item!.id).exec())?.content).toMatch(/^Breathe in/);
    await device.close();
  });

  it('gives a staff member a backup of their own items, with the studio’s profile', { timeout: 120_000 }, async () => {
    const studioOwner = await backend.createUser('backup-studio-owner');
    const staff = await backend.createUser('backup-staff');
    const ownerDevice = new TestDevice(backend);
    await ownerDevice.signIn(studioOwner);
    await ownerDevice.open();
    await ownerDevice.settle();
    await saveProfile({ business_name: 'Cedar Breath Studio' });
    await saveTemplate({ name: 'House voice' });
    await Promise.all(['Owner post 1', 'Owner post 2', 'Owner post 3'].map((title) => addHistoryItem({ content_type: 'blog', title })));
    await ownerDevice.settle();
    const { data: invitation, error } = await ownerDevice.client.rpc('invite_studio_member', { p_studio: studioOwner.id, p_email: staff.email, p_role: 'staff' });
    expect(error).toBeNull();
    await ownerDevice.close();

    const staffDevice = new TestDevice(backend);
    await staffDevice.signIn(staff);
    const accepted = await staffDevice.client.rpc('accept_studio_invitation', { p_token: (invitation as { token: string }).token });
    expect(accepted.error).toBeNull();
    const session = await staffDevice.open({ studioId: studioOwner.id });
    await staffDevice.settle();
    expect(await session.db.content_history.count().exec()).toBe(3);
    await Promise.all(['Staff post 1', 'Staff post 2'].map((title) => addHistoryItem({ content_type: 'social', title })));
    const file = await exportStudioBackup();
    expect(file.manifest).toMatchObject({ partial: true, made_by: { user_id: staff.id, role: 'staff' }, studio_id: studioOwner.id });
    expect(file.manifest.counts).toMatchObject({ profiles: 1, content_preferences: 0, tone_templates: 0, briefs: 0, content_history: 2 });
    const contents = await readBackup(file.blob);
    expect(contents.tables.content_history.map((row) => row.title).sort()).toEqual(['Staff post 1', 'Staff post 2']);
    expect(contents.tables.profiles[0]).toMatchObject({ business_name: 'Cedar Breath Studio' });
    await staffDevice.close();
  });

  it('refuses a file that is not a whole backup of this app, and writes nothing', { timeout: 120_000 }, async () => {
    const device = freshDevice;
    const session = await device.open({ sync: false });
    const before = await everything(session.db);
    const bytes = new Uint8Array(await backup.blob.arrayBuffer());
    const files = unzipSync(bytes);
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
    const rows = JSON.parse(new TextDecoder().decode(files['content_history.json']));
    const cases: [string, Blob, BackupRefusalKind, string][] = [
      ['truncated', new Blob([bytes.subarray(0, Math.floor(bytes.length / 2))]), 'truncated', BACKUP_REFUSALS.truncated],
      ['another zip', new Blob([zipSync({ 'notes.txt': strToU8('hello') }) as BlobPart]), 'not-backup', BACKUP_REFUSALS.notBackup],
      ['not a zip', new Blob(['name,email\nAroha,aroha@example.com\n']), 'not-backup', BACKUP_REFUSALS.notBackup],
      ['newer', new Blob([zipSync({ ...files, 'manifest.json': strToU8(JSON.stringify({ ...manifest, version: 2 })) }) as BlobPart]), 'newer', BACKUP_REFUSALS.newer(2)],
      [
        'damaged row',
        new Blob([zipSync({ ...files, 'content_history.json': strToU8(JSON.stringify(rows.map((row: object, i: number) => (i === 41 ? { ...row, content_type: 'fax' } : row)))) }) as BlobPart]),
        'damaged',
        BACKUP_REFUSALS.damaged('content_history.json, row 42'),
      ],
    ];
    for (const [label, file, kind, message] of cases) {
      const refusal = await readBackup(file).then(
        () => null,
        (error: unknown) => error as { kind?: string; message?: string },
      );
      expect([label, refusal?.kind, refusal?.message]).toEqual([label, kind, message]);
    }
    expect(await everything(session.db)).toEqual(before);
    await device.close();
  });
});
