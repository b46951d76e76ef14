// How a kept version reads on screen: what it is ("Brand profile", "Blog Article
// Generator: “Morning flow”"), and, field by field, this device's value beside the
// value the document holds now. Pure, so the rules are tested without a database.
import type { KeptVersion } from '#sync/versions.ts';
import { contentTypeLabel } from '../../../ui/format.ts';

export type FieldRow = { path: string; label: string; mine: string; now: string };

/** Replication's and the database's own columns: never the user's words. */
const BOOKKEEPING = new Set(['id', 'user_id', 'created_at', 'updated_at', 'server_modified', '_deleted', '_meta', '_rev', '_attachments']);

const COLLECTION_NAMES: Record<string, string> = {
  profiles: 'Brand profile',
  content_preferences: 'Content preferences',
  tone_templates: 'Tone template',
  briefs: 'Brief',
  content_history: 'Content',
  generator_drafts: 'Draft',
  usage_tracking: 'Usage record',
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function versionTitle({ issue, current }: KeptVersion): string {
  const doc = { ...issue.local_version, ...current };
  const kind = COLLECTION_NAMES[issue.collection_name] ?? issue.collection_name;
  const type = text(doc.content_type);
  const name = text(doc.title) ?? text(doc.name);
  if (issue.collection_name === 'content_history' && type) return name ? `${contentTypeLabel(type)}: “${name}”` : contentTypeLabel(type);
  const parts = [kind, type ? contentTypeLabel(type) : undefined].filter(Boolean).join(' · ');
  return name ? `${parts}: “${name}”` : parts;
}

function humanise(path: string): string {
  return path
    .split('.')
    .map((part) => part.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()))
    .join(' › ');
}

export function printValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.map(printValue).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function valueAt(doc: Record<string, unknown> | null, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined), doc);
}

/** The fields this device's version would put back, with both values; unchanged fields left out. */
export function changedFields({ issue, current }: KeptVersion): FieldRow[] {
  const paths = issue.fields.length > 0 ? issue.fields : Object.keys(issue.local_version);
  return paths
    .filter((path) => !BOOKKEEPING.has(path.split('.')[0] ?? ''))
    .map((path) => ({
      path,
      label: humanise(path),
      mine: printValue(valueAt(issue.local_version, path)),
      now: printValue(valueAt(current, path)),
    }))
    .filter((row) => row.mine !== row.now);
}

/** This device deleted the document, and the deletion is what was kept. */
export function keptDeletion({ issue }: KeptVersion): boolean {
  return issue.local_version._deleted === true;
}
