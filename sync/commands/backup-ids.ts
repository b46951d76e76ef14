// A backup of another studio restored here gets ids of its own: the server's ids are
// global, so the same rows cannot be written twice. Each new id is derived from this
// studio's id and the old one (SHA-256, shaped as a v4 uuid), so importing the same
// backup again finds the rows it wrote the first time and adds nothing.
import type { BackupRow, BackupTable } from '../../domain/studio-backup.ts';

export async function derivedId(studioId: string, oldId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${studioId}|${oldId}`)));
  digest[6] = ((digest[6] ?? 0) & 0x0f) | 0x40;
  digest[8] = ((digest[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

type Here = { studioId: string; userId: string };

/** An image of the backup that moves to this user's Storage folder, with the history item that shows it. */
export type MovedImage = { path: string; jobId: string; item: BackupRow };

export type StudioRows = { tables: Record<BackupTable, BackupRow[]>; images: Map<string, MovedImage> };

/**
 * The backup's rows as this studio holds them: the studio's own rows (profile,
 * preferences) keyed by this studio, the others under derived ids and written by the
 * user restoring them, and history metadata that names a brief or template renamed with
 * it. An image item's file moves to this user's folder (another user's folder is not
 * theirs to write or read), under a derived job id: `images` maps each old path to it.
 */
export async function rowsForStudio(tables: Record<BackupTable, BackupRow[]>, from: string, here: Here): Promise<StudioRows> {
  const images = new Map<string, MovedImage>();
  if (from === here.studioId) return { tables, images };
  const renamed = new Map<string, string>();
  const rename = async (rows: BackupRow[]) =>
    Promise.all(
      rows.map(async (row) => {
        const id = await derivedId(here.studioId, row.id);
        renamed.set(row.id, id);
        const moved: BackupRow = { ...row, id, user_id: here.userId };
        if ('studio_id' in row) moved.studio_id = here.studioId;
        return moved;
      }),
    );
  const templates = await rename(tables.tone_templates);
  const briefs = await rename(tables.briefs);
  const history = await Promise.all(
    (await rename(tables.content_history)).map(async (row) => {
      const metadata = renameIn(row.metadata, renamed) as Record<string, unknown> | null;
      const path = typeof metadata?.image_path === 'string' ? metadata.image_path : null;
      if (!path) return { ...row, metadata };
      const jobId = await derivedId(here.studioId, String(metadata?.image_job_id ?? row.id));
      const extension = /\.[a-z0-9]+$/i.exec(path)?.[0] ?? '';
      const moved = { ...row, metadata: { ...metadata, image_job_id: jobId, image_path: `${here.userId}/${jobId}${extension}` } };
      images.set(path, { path: `${here.userId}/${jobId}${extension}`, jobId, item: moved });
      return moved;
    }),
  );
  return {
    images,
    tables: {
      profiles: tables.profiles.slice(0, 1).map((row) => ({ ...row, id: here.studioId, user_id: here.studioId })),
      content_preferences: tables.content_preferences.map((row) => ({
        ...row,
        id: `${here.studioId}:${String(row.content_type)}`,
        user_id: here.studioId,
      })),
      tone_templates: templates,
      briefs,
      content_history: history,
    },
  };
}

function renameIn(metadata: unknown, renamed: Map<string, string>): unknown {
  if (typeof metadata !== 'object' || metadata === null) return metadata;
  return Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => [key, typeof value === 'string' ? (renamed.get(value) ?? value) : value]),
  );
}
