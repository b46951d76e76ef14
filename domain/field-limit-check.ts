// Whether a value keeps to its field's limit (field-limits.ts), and the sentence that
// says what is wrong: to the form before saving, to the user when a command refuses
// a value, and in the header when the server refused a change already on the device.
import { type FieldLimit, fieldLimit, limitsOf } from './field-limits.ts';

export type Breach = {
  field: FieldLimit;
  problem: 'too-long' | 'too-short' | 'too-many' | 'entry-too-long' | 'out-of-range' | 'not-a-choice' | 'too-big' | 'not-an-email' | 'not-a-link' | 'not-a-date' | 'not-a-time-zone';
  /** What the value measures (characters, entries, bytes, the number itself). */
  actual: number;
};

/** Length in characters as the database counts them (an emoji is one). */
export function charLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/** A calendar day written YYYY-MM-DD that exists (2025-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The stored text of a JSON value as the database writes it (", " and ": " between parts). */
function storedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(storedJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value).filter(([, inner]) => inner !== undefined);
    return `{${parts.map(([key, inner]) => `${JSON.stringify(key)}: ${storedJson(inner)}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function storedBytes(value: unknown): number {
  return new TextEncoder().encode(storedJson(value)).length;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** What is wrong with `value` for its field; null when it keeps to the limit. Missing values are the database's defaults. */
export function breachOf(field: FieldLimit, value: unknown): Breach | null {
  if (value === undefined || value === null) return null;
  const breach = (problem: Breach['problem'], actual: number): Breach => ({ field, problem, actual });
  const { limit } = field;
  switch (limit.kind) {
    case 'text': {
      const length = charLength(String(value));
      if (length > limit.max) return breach('too-long', length);
      const trimmed = charLength(String(value).trim());
      return limit.min !== undefined && trimmed < limit.min ? breach('too-short', trimmed) : null;
    }
    case 'email': {
      const length = charLength(String(value));
      if (length > limit.max) return breach('too-long', length);
      return new RegExp(limit.pattern).test(String(value)) ? null : breach('not-an-email', length);
    }
    case 'link': {
      const length = charLength(String(value));
      if (length > limit.max) return breach('too-long', length);
      return new RegExp(limit.pattern).test(String(value)) ? null : breach('not-a-link', length);
    }
    case 'number': {
      const number = Number(value);
      if (limit.min !== undefined && number < limit.min) return breach('out-of-range', number);
      return limit.max !== undefined && number > limit.max ? breach('out-of-range', number) : null;
    }
    case 'list': {
      if (!Array.isArray(value)) return breach('not-a-choice', 0);
      if (value.length > limit.maxItems) return breach('too-many', value.length);
      const longest = Math.max(0, ...value.map((entry) => charLength(String(entry))));
      return longest > limit.maxLength ? breach('entry-too-long', longest) : null;
    }
    case 'object': {
      const bytes = storedBytes(value);
      return bytes > limit.maxBytes ? breach('too-big', bytes) : null;
    }
    case 'sliders': {
      const levels = isObject(value) ? Object.values(value).map(Number) : [];
      const off = levels.find((level) => !(level >= limit.min && level <= limit.max));
      return off === undefined ? null : breach('out-of-range', off);
    }
    case 'choice':
      return limit.values.includes(String(value)) ? null : breach('not-a-choice', 0);
    case 'date':
      return value === '' || isIsoDate(String(value)) ? null : breach('not-a-date', 0);
    case 'time-zone': {
      const length = charLength(String(value));
      if (length > limit.max) return breach('too-long', length);
      return new RegExp(limit.pattern).test(String(value)) ? null : breach('not-a-time-zone', length);
    }
  }
}

/** The first breach of a document's fields that have a limit (fields absent from `doc` are not looked at). */
export function breachIn(table: string, doc: Record<string, unknown>): Breach | null {
  for (const field of limitsOf(table)) {
    const breach = breachOf(field, doc[field.column]);
    if (breach) return breach;
  }
  return null;
}

export function fieldBreach(table: string, column: string, value: unknown): Breach | null {
  return breachOf(fieldLimit(table, column), value);
}
