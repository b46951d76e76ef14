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

/**
 * The backup's rows as this studio holds them: the studio's own rows (profile,
 * preferences) keyed by this studio, the others under derived ids and written by the
 * user restoring them, and history metadata that names a brief or template renamed with it.
 */
export async function rowsForStudio(
  tables: Record<BackupTable, BackupRow[]>,
  from: string,
  here: Here,
): Promise<Record<BackupTable, BackupRow[]>> {
  if (from === here.studioId) return tables;
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
  const history = (await rename(tables.content_history)).map((row) => ({ ...row, metadata: renameIn(row.metadata, renamed) }));
  return {
    profiles: tables.profiles.slice(0, 1).map((row) => ({ ...row, id: here.studioId, user_id: here.studioId })),
    content_preferences: tables.content_preferences.map((row) => ({
      ...row,
      id: `${here.studioId}:${String(row.content_type)}`,
      user_id: here.studioId,
    })),
    tone_templates: templates,
    briefs,
    content_history: history,
  };
}

function renameIn(metadata: unknown, renamed: Map<string, string>): unknown {
  if (typeof metadata !== 'object' || metadata === null) return metadata;
  return Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => [key, typeof value === 'string' ? (renamed.get(value) ?? value) : value]),
  );
}
