// Restores a checked backup into the open studio, merging by id: a row not here is
// added, one here already as it is changes nothing, one the backup holds newer is
// updated, and one edited here since the backup stays as it is, the backup's version
// kept beside it (Settings -> Kept versions). Writes go to the device database like
// any edit, so replication carries them to the server. Importing twice adds nothing.
// An image restored into another studio moves to this user's folder: it is shown here
// at once and waits in the image queue for its upload, as a new image does, so every
// device of the studio can show it.
import { BACKUP_TABLES, type BackupManifest, type BackupRow, type BackupTable, keptFromBackupReason } from '../../domain/studio-backup.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import type { DeviceDatabase } from '../db/device-database.ts';
import { deepEqualJson } from '../db/merge.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import type { ImageJobDoc } from '../schemas/image-job-schema.ts';
import type { StoredImageDoc } from '../schemas/stored-image-schema.ts';
import type { SyncIssueDoc } from '../schemas/sync-issue-schema.ts';
import { roleIn } from '../team/studio-choice.ts';
import { requireUserData } from '../user-data/user-data-store.ts';
import type { BackupProgress } from './backup-export.ts';
import { pause } from './backup-export.ts';
import { type MovedImage, rowsForStudio } from './backup-ids.ts';
import { dataUriOf } from './backup-images.ts';
import type { BackupContents } from './backup-read.ts';
import { writeErrorFor } from './run-write.ts';

/** Per table: rows new here, here already as they are, updated from the backup, and edited here since (the backup's kept as a version). */
export type TablePlan = { added: number; same: number; updated: number; kept: number };

export type RestorePlan = {
  manifest: BackupManifest;
  tables: Record<BackupTable, TablePlan>;
  images: { added: number; same: number };
  /** Rows a staff member may not restore (the studio's profile, preferences, templates, briefs, others' items). */
  skipped: number;
};

type Work = { writes: Record<BackupTable, BackupRow[]>; kept: SyncIssueDoc[]; images: StoredImageDoc[]; uploads: ImageJobDoc[] };

/** The fields that say whether two versions differ: not the stamps the server moves on every write. */
function differing(row: BackupRow, local: Record<string, unknown>): string[] {
  const fields = new Set([...Object.keys(row), ...Object.keys(local)]);
  for (const stamp of ['server_modified', 'updated_at', '_deleted', '_meta', '_rev', '_attachments']) fields.delete(stamp);
  return [...fields].filter((field) => !deepEqualJson(row[field], local[field]));
}

async function planTable(db: DeviceDatabase, table: BackupTable, rows: BackupRow[], plan: TablePlan, work: Work, now: string): Promise<void> {
  const collection = db.collections[table] as unknown as DeviceDatabase['content_history'];
  const locals = await collection.findByIds(rows.map((row) => row.id)).exec();
  const keptIds = rows.map((row) => `${table}|${row.id}|backup|${String(row.updated_at)}`);
  const keptBefore = await db.sync_issues.findByIds(keptIds).exec();
  const localDefault = table === 'tone_templates' ? (await db.tone_templates.findOne({ selector: { is_default: true } }).exec())?.id : undefined;
  rows.forEach((backupRow, index) => {
    // One default template per studio: a restored default gives way to the one here.
    const row = localDefault && backupRow.is_default === true && localDefault !== backupRow.id ? { ...backupRow, is_default: false } : backupRow;
    const found = locals.get(row.id);
    if (!found) {
      plan.added += 1;
      work.writes[table].push({ ...row, server_modified: null });
      return;
    }
    const local = found.toMutableJSON() as unknown as Record<string, unknown>;
    const fields = differing(row, local);
    const keptId = keptIds[index] as string;
    if (fields.length === 0 || keptBefore.has(keptId)) {
      plan.same += 1;
      return;
    }
    const localUpdated = String(local.updated_at ?? '');
    // A row never edited here (made at sign-up, say) takes the backup's version.
    if (String(row.updated_at) > localUpdated || local.created_at === localUpdated) {
      plan.updated += 1;
      work.writes[table].push({ ...row, server_modified: local.server_modified ?? null });
      return;
    }
    plan.kept += 1;
    work.kept.push({
      id: keptId,
      collection_name: table,
      doc_id: row.id,
      kind: 'conflict',
      reason: keptFromBackupReason(String(row.updated_at)),
      fields,
      local_version: { ...row, server_modified: local.server_modified ?? null, _deleted: false },
      server_version: { ...local, _deleted: false },
      state: 'open',
      created_at: now,
    });
  });
}

async function prepare(contents: BackupContents): Promise<{ plan: RestorePlan; work: Work; db: DeviceDatabase }> {
  const { db, userId, studioId } = requireUserData();
  const owner = roleIn(userId, studioId) === 'owner';
  const { tables: here, images: moved } = await rowsForStudio(contents.tables, contents.manifest.studio_id, { studioId, userId });
  const empty = (): TablePlan => ({ added: 0, same: 0, updated: 0, kept: 0 });
  const plan: RestorePlan = {
    manifest: contents.manifest,
    tables: Object.fromEntries(BACKUP_TABLES.map((table) => [table, empty()])) as Record<BackupTable, TablePlan>,
    images: { added: 0, same: 0 },
    skipped: 0,
  };
  const work: Work = { writes: Object.fromEntries(BACKUP_TABLES.map((table) => [table, []])) as unknown as Work['writes'], kept: [], images: [], uploads: [] };
  const now = nowTimestamp();
  for (const table of BACKUP_TABLES) {
    // Staff restore their own items; the studio's settings are the owners'.
    const allowed = owner ? here[table] : table === 'content_history' ? here[table].filter((row) => row.user_id === userId) : [];
    plan.skipped += here[table].length - allowed.length;
    await planTable(db, table, allowed, plan.tables[table], work, now);
  }
  const pathHere = (path: string) => moved.get(path)?.path ?? path;
  const stored = await db.stored_images.findByIds(contents.images.map((image) => pathHere(image.path))).exec();
  const queued = await db.image_jobs.findByIds([...moved.values()].map((image) => image.jobId)).exec();
  for (const image of contents.images) {
    const path = pathHere(image.path);
    if (stored.get(path)?.state === 'ready') plan.images.same += 1;
    else {
      plan.images.added += 1;
      work.images.push({ id: path, state: 'ready', image: dataUriOf(image.bytes, image.type), updated_at: now });
    }
    const move = moved.get(image.path);
    if (move && !queued.has(move.jobId)) work.uploads.push(uploadJob(move, dataUriOf(image.bytes, image.type), now));
  }
  return { plan, work, db };
}

const SQUARE = { value: 'square', label: 'Square (1080x1080)', width: 1080, height: 1080 };

/** The image queue's record of a restored image: made, waiting for its upload to `move.path`. */
function uploadJob(move: MovedImage, image: string, now: string): ImageJobDoc {
  const metadata = (move.item.metadata ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const title = text(move.item.title);
  return {
    id: move.jobId,
    prompt: title,
    title,
    style: text(metadata.style),
    dimensions: (metadata.dimensions as ImageJobDoc['dimensions'] | undefined) ?? SQUARE,
    colors: text(metadata.colors),
    text_overlay: '',
    wellness_type: text(metadata.wellness_type),
    status: 'done',
    image,
    drawn: metadata.drawn === true,
    storage_path: move.path,
    uploaded: false,
    error: null,
    attempts: 0,
    created_at: text(move.item.created_at) || now,
    updated_at: now,
  };
}

/** What restoring would do, written nowhere: the preview. */
export async function planRestore(contents: BackupContents): Promise<RestorePlan> {
  return (await prepare(contents)).plan;
}

const CHUNK = 250;

async function upsertAll(write: (docs: never[]) => Promise<{ error: unknown[] }>, docs: unknown[], step: (count: number) => Promise<void>) {
  for (let start = 0; start < docs.length; start += CHUNK) {
    const chunk = docs.slice(start, start + CHUNK);
    const { error } = await write(chunk as never[]);
    if (error.length > 0) throw new Error(WRITE_ERRORS.failed(JSON.stringify(error[0]).slice(0, 200)));
    await step(chunk.length);
  }
}

/** Restores the backup (planned again, so edits since the preview count) and returns what it did. */
export async function applyRestore(contents: BackupContents, onProgress: BackupProgress = () => {}): Promise<RestorePlan> {
  const { plan, work, db } = await prepare(contents);
  const total = BACKUP_TABLES.reduce((sum, table) => sum + work.writes[table].length, 0) + work.kept.length + work.images.length;
  let done = 0;
  const step = async (count: number) => {
    done += count;
    onProgress(done, total);
    await pause();
  };
  onProgress(0, total);
  try {
    for (const table of BACKUP_TABLES) {
      const collection = db.collections[table] as unknown as DeviceDatabase['content_history'];
      await upsertAll((docs) => collection.bulkUpsert(docs), work.writes[table], step);
    }
    await upsertAll((docs) => db.sync_issues.bulkUpsert(docs), work.kept, step);
    await upsertAll((docs) => db.stored_images.bulkUpsert(docs), work.images, step);
    await upsertAll((docs) => db.image_jobs.bulkUpsert(docs), work.uploads, async () => {});
  } catch (error) {
    throw writeErrorFor(error);
  }
  return plan;
}
