// Opens a backup file and checks all of it before anything is written: a file that is
// not a zip, a zip that is not ours, one cut short, from a newer app or with a damaged
// row is refused with a BackupRefusal saying which, and the device is left as it was.
import {
  BACKUP_TABLES,
  type BackupImageEntry,
  type BackupManifest,
  type BackupRow,
  type BackupTable,
  checkImageIndex,
  checkManifest,
  checkRows,
  refuse,
} from '../../domain/studio-backup.ts';

export type BackupImage = BackupImageEntry & { bytes: Uint8Array };

export type BackupContents = {
  manifest: BackupManifest;
  tables: Record<BackupTable, BackupRow[]>;
  images: BackupImage[];
};

const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const END_OF_DIRECTORY = [0x50, 0x4b, 0x05, 0x06];

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

/** Whether the zip's closing record is there: a download cut short loses it first. */
function hasEnd(bytes: Uint8Array): boolean {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1) if (startsWith(bytes, END_OF_DIRECTORY, at)) return true;
  return false;
}

function parseJson(files: Record<string, Uint8Array>, name: string, strFromU8: (data: Uint8Array) => string): unknown {
  const data = files[name];
  if (!data) throw refuse.damaged(`${name} is missing`);
  try {
    return JSON.parse(strFromU8(data));
  } catch {
    throw refuse.damaged(name);
  }
}

export async function readBackup(file: Blob): Promise<BackupContents> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!startsWith(bytes, LOCAL_HEADER)) throw refuse.notBackup();
  if (!hasEnd(bytes)) throw refuse.truncated();
  const { unzipSync, strFromU8 } = await import('fflate');
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw refuse.truncated();
  }
  if (!files['manifest.json']) throw refuse.notBackup();
  let manifestValue: unknown;
  try {
    manifestValue = JSON.parse(strFromU8(files['manifest.json']));
  } catch {
    throw refuse.notBackup();
  }
  const manifest = checkManifest(manifestValue);
  const tables = Object.fromEntries(
    BACKUP_TABLES.map((table) => [table, checkRows(table, parseJson(files, `${table}.json`, strFromU8), manifest.counts[table])]),
  ) as Record<BackupTable, BackupRow[]>;
  const index = checkImageIndex(parseJson(files, 'images.json', strFromU8), manifest.counts.images);
  const images = index.map((entry) => {
    const data = files[`images/${entry.path}`];
    if (!data) throw refuse.damaged(`the image ${entry.path} is missing`);
    return { ...entry, bytes: data };
  });
  return { manifest, tables, images };
}
