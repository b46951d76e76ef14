// A studio's backup: one .zip holding manifest.json, one JSON file per table and the
// images as files. The manifest names the format and its version, so a file from
// elsewhere, from a newer app or cut short is refused before anything is written.
import { CONTENT_STATUSES } from './content-statuses.ts';
import { CONTENT_TYPES } from './tools.ts';

export const BACKUP_FORMAT = 'wellness-studio-backup';
export const BACKUP_VERSION = 1;

/** The tables a backup restores, in the order they are written back. */
export const BACKUP_TABLES = ['profiles', 'content_preferences', 'tone_templates', 'briefs', 'content_history'] as const;
export type BackupTable = (typeof BACKUP_TABLES)[number];

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  app_version: string;
  studio_id: string;
  made_at: string;
  made_by: { user_id: string; role: 'owner' | 'staff' };
  /** True when a staff member made it: their own items only. */
  partial: boolean;
  counts: Record<BackupTable, number> & { images: number; usage_months: number };
};

export type BackupRow = Record<string, unknown> & { id: string };

/** An image of the studio's content: its path in Storage (as history names it) and its bytes' type. */
export type BackupImageEntry = { path: string; type: string };

export const BACKUP_REFUSALS = {
  notBackup: 'This file is not a studio backup. Choose a .zip made with "Download a backup".',
  truncated: 'This backup is incomplete (the file was cut short, perhaps by an interrupted download). Download it again and retry.',
  newer: (version: number) =>
    `This backup was made by a newer version of the app (backup format ${version}). Update the app (reload it while online) and try again.`,
  damaged: (where: string) => `This backup is damaged (${where}), so nothing was restored. Try another copy of it.`,
} as const;

export type BackupRefusalKind = 'not-backup' | 'truncated' | 'newer' | 'damaged';

/** Why a file cannot be restored; nothing has been written when it is thrown. */
export class BackupRefusal extends Error {
  constructor(
    readonly kind: BackupRefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'BackupRefusal';
  }
}

export const refuse = {
  notBackup: () => new BackupRefusal('not-backup', BACKUP_REFUSALS.notBackup),
  truncated: () => new BackupRefusal('truncated', BACKUP_REFUSALS.truncated),
  newer: (version: number) => new BackupRefusal('newer', BACKUP_REFUSALS.newer(version)),
  damaged: (where: string) => new BackupRefusal('damaged', BACKUP_REFUSALS.damaged(where)),
};

export function backupFileName(businessName: string, madeAt: string): string {
  const slug = businessName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'studio'}-backup-${madeAt.slice(0, 10)}.zip`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** The manifest as read from the file, or the refusal that says why it cannot be used. */
export function checkManifest(value: unknown): BackupManifest {
  if (!isObject(value) || value.format !== BACKUP_FORMAT) throw refuse.notBackup();
  if (typeof value.version !== 'number' || !Number.isInteger(value.version) || value.version < 1) throw refuse.damaged('its manifest');
  if (value.version > BACKUP_VERSION) throw refuse.newer(value.version);
  const counts = value.counts;
  const madeBy = value.made_by;
  const fine =
    typeof value.studio_id === 'string' &&
    typeof value.made_at === 'string' &&
    typeof value.app_version === 'string' &&
    typeof value.partial === 'boolean' &&
    isObject(madeBy) &&
    typeof madeBy.user_id === 'string' &&
    (madeBy.role === 'owner' || madeBy.role === 'staff') &&
    isObject(counts) &&
    [...BACKUP_TABLES, 'images', 'usage_months'].every((key) => isCount(counts[key]));
  if (!fine) throw refuse.damaged('its manifest');
  return value as BackupManifest;
}

type FieldRule = (value: unknown) => boolean;
const text: FieldRule = (value) => typeof value === 'string';
const stamp: FieldRule = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const contentType: FieldRule = (value) => CONTENT_TYPES.includes(value as never);

const STAMPS = { created_at: stamp, updated_at: stamp };
const ROW_RULES: Record<BackupTable, Record<string, FieldRule>> = {
  profiles: { user_id: text, brand_personality: isObject, ...STAMPS },
  content_preferences: { user_id: text, content_type: contentType, default_settings: isObject, ...STAMPS },
  tone_templates: { user_id: text, name: text, ...STAMPS },
  briefs: { user_id: text, ...STAMPS },
  content_history: {
    user_id: text,
    content_type: contentType,
    status: (value) => CONTENT_STATUSES.includes(value as never),
    metadata: (value) => value === undefined || isObject(value),
    ...STAMPS,
  },
};

/** A table's rows as read from the file: every row an object with an id and the fields the app relies on, as many as the manifest says. */
export function checkRows(table: BackupTable, value: unknown, expected: number): BackupRow[] {
  if (!Array.isArray(value)) throw refuse.damaged(`${table}.json`);
  if (value.length !== expected) throw refuse.damaged(`${table}.json holds ${value.length} rows, not ${expected}`);
  const rules = Object.entries(ROW_RULES[table]);
  value.forEach((row, index) => {
    const fine = isObject(row) && typeof row.id === 'string' && row.id !== '' && rules.every(([field, rule]) => rule(row[field]));
    if (!fine) throw refuse.damaged(`${table}.json, row ${index + 1}`);
  });
  return value as BackupRow[];
}

export function checkImageIndex(value: unknown, expected: number): BackupImageEntry[] {
  const fine =
    Array.isArray(value) &&
    value.length === expected &&
    value.every((entry) => isObject(entry) && typeof entry.path === 'string' && typeof entry.type === 'string');
  if (!fine) throw refuse.damaged('images.json');
  return value as BackupImageEntry[];
}

/** The studio's usage as the backup keeps it: a summary per month and content type (usage itself is never restored, it would count credits twice). */
export type UsageMonth = { month: string; content_type: string; generations: number; credits: number };

export function usageSummary(records: readonly { created_at: string; content_type: string; credits_consumed: number }[]): UsageMonth[] {
  const months = new Map<string, UsageMonth>();
  for (const record of records) {
    const month = record.created_at.slice(0, 7);
    const key = `${month}|${record.content_type}`;
    const entry = months.get(key) ?? { month, content_type: record.content_type, generations: 0, credits: 0 };
    entry.generations += 1;
    entry.credits += record.credits_consumed;
    months.set(key, entry);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month) || a.content_type.localeCompare(b.content_type));
}

/** Why a backup's version of a row was kept aside instead of written: this device's is newer. */
export const keptFromBackupReason = (savedAt: string) =>
  `Restoring a backup: its version (saved ${savedAt.slice(0, 10)}) is older than the one on this device, which stays. Restore it here if you want it back.`;
