// Makes the studio's backup on the device, offline: every table the studio restores as
// one JSON file, the images its history shows as files, a usage summary and the
// manifest, zipped with fflate (loaded here only). Rows are written and compressed in
// chunks, with a pause between them, so the screen stays responsive and can show progress.
import {
  BACKUP_FORMAT,
  BACKUP_TABLES,
  BACKUP_VERSION,
  type BackupManifest,
  type BackupTable,
  backupFileName,
  usageSummary,
} from '../../domain/studio-backup.ts';
import { version as appVersion } from '../../package.json';
import { documentFields } from '../db/collection-defs.ts';
import type { DeviceDatabase } from '../db/device-database.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { imageFileOf } from '../images/image-file.ts';
import { roleIn } from '../team/studio-choice.ts';
import { requireUserData } from '../user-data/user-data-store.ts';
import { bytesOfDataUri } from './backup-images.ts';

export type BackupProgress = (done: number, total: number) => void;
export type StudioBackupFile = { blob: Blob; fileName: string; manifest: BackupManifest };

const CHUNK = 500;
export const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A document as the backup keeps it: its fields, without the server's stamp (the server sets it again). */
function rowOf(table: BackupTable, doc: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of documentFields(table)) if (field !== 'server_modified' && doc[field] !== undefined) row[field] = doc[field];
  return row;
}

async function readTables(db: DeviceDatabase, userId: string, staff: boolean): Promise<Record<BackupTable, Record<string, unknown>[]>> {
  const read = async (table: BackupTable, selector: Record<string, unknown> = {}) =>
    (await (db.collections[table] as unknown as DeviceDatabase['content_history']).find({ selector } as never).exec()).map((doc) => rowOf(table, doc.toMutableJSON() as Record<string, unknown>));
  // A staff member's backup is their own items, with the studio's profile for context.
  return {
    profiles: await read('profiles'),
    content_preferences: staff ? [] : await read('content_preferences'),
    tone_templates: staff ? [] : await read('tone_templates'),
    briefs: staff ? [] : await read('briefs'),
    content_history: await read('content_history', staff ? { user_id: userId } : {}),
  };
}

async function readImages(db: DeviceDatabase, history: Record<string, unknown>[]): Promise<{ path: string; type: string; bytes: Uint8Array }[]> {
  const paths = [...new Set(history.map((row) => imageFileOf(row.metadata as Record<string, unknown>).path).filter((path) => path !== null))];
  if (paths.length === 0) return [];
  const stored = await db.stored_images.findByIds(paths).exec();
  const jobs = await db.image_jobs.find({ selector: { storage_path: { $in: paths } } }).exec();
  const byPath = new Map<string, string>();
  for (const job of jobs) if (job.storage_path && job.image?.startsWith('data:')) byPath.set(job.storage_path, job.image);
  for (const [path, doc] of stored) if (doc.state === 'ready' && doc.image) byPath.set(path, doc.image);
  return [...byPath].flatMap(([path, uri]) => {
    const image = bytesOfDataUri(uri);
    return image ? [{ path, ...image }] : [];
  });
}

export async function exportStudioBackup(onProgress: BackupProgress = () => {}): Promise<StudioBackupFile> {
  const { db, userId, studioId } = requireUserData();
  const role = roleIn(userId, studioId) === 'owner' ? 'owner' : 'staff';
  const { Zip, ZipDeflate, ZipPassThrough, strToU8 } = await import('fflate');
  const tables = await readTables(db, userId, role === 'staff');
  const images = await readImages(db, tables.content_history);
  const usage = role === 'staff' ? [] : usageSummary((await db.usage_tracking.find().exec()).map((doc) => doc.toJSON()));
  const madeAt = nowTimestamp();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    app_version: appVersion,
    studio_id: studioId,
    made_at: madeAt,
    made_by: { user_id: userId, role },
    partial: role === 'staff',
    counts: {
      ...(Object.fromEntries(BACKUP_TABLES.map((table) => [table, tables[table].length])) as Record<BackupTable, number>),
      images: images.length,
      usage_months: usage.length,
    },
  };

  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else parts.push(chunk);
  });
  const addText = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  };
  const total = BACKUP_TABLES.reduce((sum, table) => sum + tables[table].length, 0) + images.length;
  let done = 0;
  onProgress(0, total);
  addText('manifest.json', JSON.stringify(manifest, null, 2));
  for (const table of BACKUP_TABLES) {
    const rows = tables[table];
    const file = new ZipDeflate(`${table}.json`, { level: 6 });
    zip.add(file);
    file.push(strToU8('['));
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      file.push(strToU8(`${start === 0 ? '' : ','}\n${chunk.map((row) => JSON.stringify(row)).join(',\n')}`));
      done += chunk.length;
      onProgress(done, total);
      await pause();
    }
    file.push(strToU8('\n]\n'), true);
  }
  addText('images.json', JSON.stringify(images.map(({ path, type }) => ({ path, type }))));
  for (const image of images) {
    // Photos are compressed already; drawn images (SVG) are text and shrink.
    const file = image.type.includes('svg') ? new ZipDeflate(`images/${image.path}`, { level: 6 }) : new ZipPassThrough(`images/${image.path}`);
    zip.add(file);
    file.push(image.bytes, true);
    done += 1;
    if (done % 50 === 0) {
      onProgress(done, total);
      await pause();
    }
  }
  addText('usage-summary.json', JSON.stringify(usage, null, 1));
  zip.end();
  if (failure) throw failure;
  onProgress(total, total);
  const businessName = String(tables.profiles[0]?.business_name ?? '');
  return { blob: new Blob(parts as BlobPart[], { type: 'application/zip' }), fileName: backupFileName(businessName, madeAt), manifest };
}
