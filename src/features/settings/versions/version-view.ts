// How a kept version reads on screen: what it is ("Brand profile", "Blog Article
// Generator: “Morning flow”"), and, field by field, this device's value beside the
// value the document holds now, as text a person reads: a nested object (a draft's
// input and result, a slider set) becomes one row per field, a list one line, a
// bulleted line or a paragraph per item, an image a word. Pure, so the rules are tested without a database.
import type { KeptVersion } from '#sync/versions.ts';
import { contentTypeLabel } from '../../../ui/format.ts';
import { VERSIONS as V } from '../messages.ts';

export type FieldRow = { path: string; label: string; mine: string; now: string };

type Fields = Record<string, unknown>;

/** Replication's and the database's own columns: never the user's words. */
const BOOKKEEPING = new Set(['id', 'user_id', 'created_at', 'updated_at', 'server_modified', '_deleted', '_meta', '_rev', '_attachments']);

/** What the two parts of a generator draft are called on screen. */
const PART_NAMES: Record<string, string> = { form: V.draftInput, output: V.draftResult };

const COLLECTION_NAMES: Record<string, string> = {
  profiles: 'Brand profile',
  content_preferences: 'Content preferences',
  tone_templates: 'Tone template',
  briefs: 'Brief',
  content_history: 'Content',
  generator_drafts: 'Draft',
  usage_tracking: 'Usage record',
};

/** List items this short share a line, separated by commas; up to a line's length, one a line after a bullet; longer, one a paragraph. */
const SHORT_ITEM = 40;
const LINE_ITEM = 120;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An id (a job's, a prompt's) names a record, never the user's words. */
function isIdKey(key: string): boolean {
  return key === 'id' || key.endsWith('Id') || key.endsWith('_id');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function versionTitle({ issue, current }: KeptVersion): string {
  const doc = { ...issue.local_version, ...current };
  const kind = COLLECTION_NAMES[issue.collection_name] ?? issue.collection_name;
  const type = text(doc.content_type);
  const form = isFields(doc.form) ? doc.form : {};
  const name = text(doc.title) ?? text(doc.name) ?? text(form.selectedTitle) ?? text(form.topic) ?? text(form.subject);
  if (issue.collection_name === 'content_history' && type) return name ? `${contentTypeLabel(type)}: “${name}”` : contentTypeLabel(type);
  const parts = [kind, type ? contentTypeLabel(type) : undefined].filter(Boolean).join(' · ');
  return name ? `${parts}: “${name}”` : parts;
}

/** "selectedTitle", "main_content" -> "Selected title", "Main content". */
function words(key: string): string {
  const spaced = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.replace(/^\w/, (c) => c.toUpperCase());
}

function humanise(path: string): string {
  return path
    .split('.')
    .map((part, index) => (index === 0 ? PART_NAMES[part] : undefined) ?? words(part))
    .join(' › ');
}

const isPlain = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);
const isShort = (value: unknown) => isPlain(value) && String(value).length <= SHORT_ITEM;
const isLine = (value: unknown) => isPlain(value) && String(value).length <= LINE_ITEM && !String(value).includes('\n');

export function printValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return V.emptyValue;
  if (typeof value === 'string') return value.startsWith('data:image/') ? V.imageValue : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const items = value.map(printValue).filter((item) => item !== V.emptyValue);
    if (items.length === 0) return V.emptyValue;
    if (value.every(isShort)) return items.join(', ');
    return value.every(isLine) ? items.map((item) => `• ${item}`).join('\n') : items.join('\n\n');
  }
  if (isFields(value)) {
    const lines = Object.entries(value)
      .filter(([key, inner]) => !isIdKey(key) && printValue(inner) !== V.emptyValue)
      .map(([key, inner]) => `${words(key)}: ${printValue(inner)}`);
    return lines.length === 0 ? V.emptyValue : lines.join('\n');
  }
  return String(value);
}

function valueAt(doc: Fields | null, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (isFields(v) ? v[key] : undefined), doc);
}

/** One row per field under `path`: an object on either side opens into its fields. */
function rowsAt(path: string, mine: unknown, now: unknown): FieldRow[] {
  if (isFields(mine) || isFields(now)) {
    const [a, b] = [isFields(mine) ? mine : {}, isFields(now) ? now : {}];
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !isIdKey(key));
    return keys.flatMap((key) => rowsAt(`${path}.${key}`, a[key], b[key]));
  }
  return [{ path, label: humanise(path), mine: printValue(mine), now: printValue(now) }];
}

/** The fields this device's version would put back, with both values; unchanged fields left out. */
export function changedFields({ issue, current }: KeptVersion): FieldRow[] {
  const paths = issue.fields.length > 0 ? issue.fields : Object.keys(issue.local_version);
  return paths
    .filter((path) => !BOOKKEEPING.has(path.split('.')[0] ?? ''))
    .flatMap((path) => rowsAt(path, valueAt(issue.local_version, path), valueAt(current, path)))
    .filter((row) => row.mine !== row.now);
}

/** This device deleted the document, and the deletion is what was kept. */
export function keptDeletion({ issue }: KeptVersion): boolean {
  return issue.local_version._deleted === true;
}
