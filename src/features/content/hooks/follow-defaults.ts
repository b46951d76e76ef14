// Defaults can arrive after the user started typing (the first sync brings the
// studio's content preferences or brand profile a moment after the tool opened).
// Fields the user has not changed follow the new defaults; what they typed stays.

/** Form values are JSON (strings, numbers, booleans, arrays, plain objects). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function followDefaults<F extends Record<string, unknown>>(form: F, previous: F, next: F): F {
  let changed = false;
  const result: Record<string, unknown> = { ...form };
  for (const key of Object.keys(next)) {
    if (same(form[key], previous[key]) && !same(previous[key], next[key])) {
      result[key] = structuredClone(next[key]);
      changed = true;
    }
  }
  return changed ? (result as F) : form;
}
