// Three-way merge of two versions of one document against the version both
// started from: a field changed on one side only takes that side's value, so
// edits to different fields on two devices both survive. Where both sides changed
// the same field differently the server's value stays and the field is reported
// as lost (the caller keeps the device's version for the user to restore). Plain
// objects (brand_personality, default_settings) merge key by key; lists are values.

export type Doc = Record<string, unknown>;

export type MergeResult = { merged: Doc; lost: string[] };

export function isPlainObject(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepEqualJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqualJson(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      if (!deepEqualJson(a[key], b[key])) return false;
    }
    return true;
  }
  return false;
}

/** Equal apart from the given top-level fields (bookkeeping such as updated_at). */
export function sameContent(a: Doc, b: Doc, ignore: ReadonlySet<string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (ignore.has(key)) continue;
    if (!deepEqualJson(a[key], b[key])) return false;
  }
  return true;
}

export function mergeThreeWay(base: Doc, local: Doc, server: Doc, ignore: ReadonlySet<string>, path = ''): MergeResult {
  const merged: Doc = {};
  const lost: string[] = [];
  const keys = new Set([...Object.keys(local), ...Object.keys(server)]);
  for (const key of keys) {
    const s = server[key];
    if (ignore.has(key)) {
      merged[key] = s;
      continue;
    }
    const l = local[key];
    const b = base[key];
    if (deepEqualJson(l, s) || deepEqualJson(l, b)) {
      merged[key] = s;
    } else if (deepEqualJson(s, b)) {
      merged[key] = l;
    } else if (isPlainObject(l) && isPlainObject(s) && (b === undefined || isPlainObject(b))) {
      const inner = mergeThreeWay(b ?? {}, l, s, new Set(), `${path}${key}.`);
      merged[key] = inner.merged;
      lost.push(...inner.lost);
    } else {
      merged[key] = s;
      lost.push(`${path}${key}`);
    }
  }
  return { merged, lost };
}
