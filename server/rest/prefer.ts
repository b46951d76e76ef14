// The `Prefer` header as supabase-js writes it: `return=representation, count=exact`.

export type Prefer = {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
};

const ALLOWED: { [K in keyof Prefer]-?: readonly string[] } = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
};

/** Unknown or invalid preferences are ignored, as PostgREST does without `handling=strict`. */
export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part.split('=').map((s) => s.trim());
    const allowed = (ALLOWED as Record<string, readonly string[]>)[key];
    if (allowed?.includes(value)) prefer[key] = value;
  }
  return prefer as Prefer;
}

/** `Preference-Applied` for the preferences this server honoured. */
export function appliedPreferences(prefer: Prefer): string | undefined {
  const applied = Object.entries(prefer).map(([key, value]) => `${key}=${value}`);
  return applied.length > 0 ? applied.join(', ') : undefined;
}
