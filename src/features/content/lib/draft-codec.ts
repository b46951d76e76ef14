// A tool's draft (form and last output) as it comes back from the device database:
// stored JSON may be old, partial, from another app version or edited by hand, so
// each field is taken only when it has the type of its default, and lists keep only
// well-formed items. What is missing falls back to the tool's defaults.

export type Shape = Record<string, unknown>;
export type ListChecks = Record<string, (item: unknown) => boolean>;

const isRecord = (value: unknown): value is Shape => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (item: unknown): item is string => typeof item === 'string';

function sameKind(fallback: unknown, value: unknown): boolean {
  if (value === null || value === undefined || typeof value !== typeof fallback) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  return !isRecord(fallback) || isRecord(value);
}

export function restoreShape<T extends Shape>(defaults: T, stored: unknown, lists: ListChecks = {}): T {
  const result: Shape = structuredClone(defaults);
  if (!isRecord(stored)) return result as T;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value)) result[key] = value.filter(lists[key] ?? isString);
    } else if (sameKind(fallback, value)) {
      result[key] = value;
    }
  }
  return result as T;
}

/** True when a stored item is an object whose listed fields are all strings. */
export function hasStrings(...fields: string[]): (item: unknown) => boolean {
  return (item) => isRecord(item) && fields.every((field) => typeof item[field] === 'string');
}
