// The `Prefer` header as supabase-js writes it: `return=representation, count=exact`.
// Parsed as PostgREST's ApiRequest/Preferences.hs does: the first valid value of each
// preference wins, unknown ones are ignored unless `handling=strict` (then 400
// PGRST122). Every preference parsed here is honoured by the operations (tx=rollback
// as PostgREST's `db-tx-end = commit-allow-override`), none is silently dropped.
import { ApiError } from './errors.ts';

export type Prefer = {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  /** `max-affected=n`; enforced (and reported) only with `handling=strict`. */
  maxAffected?: number;
};

type Enumerated = Exclude<keyof Prefer, 'timezone' | 'maxAffected'>;

const ALLOWED: Record<Enumerated, readonly string[]> = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Record<string, string | number> = {};
  const invalid: string[] = [];
  for (const raw of (header ?? '').split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const [key = '', value = ''] = part.split('=').map((s) => s.trim());
    if (key === 'timezone' && value !== '') prefer.timezone ??= value;
    else if (key === 'max-affected' && /^\d{1,15}$/.test(value)) prefer.maxAffected ??= Number(value);
    else if ((ALLOWED as Record<string, readonly string[]>)[key]?.includes(value)) prefer[key] ??= value;
    else invalid.push(part);
  }
  if (prefer.handling === 'strict' && invalid.length > 0) {
    throw new ApiError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  return prefer as Prefer;
}

/** `Preference-Applied`, in PostgREST's order. */
export function appliedPreferences(prefer: Prefer): string | undefined {
  const strict = prefer.handling === 'strict';
  const applied = [
    prefer.resolution && `resolution=${prefer.resolution}`,
    prefer.missing && `missing=${prefer.missing}`,
    prefer.return && `return=${prefer.return}`,
    prefer.count && `count=${prefer.count}`,
    prefer.tx && `tx=${prefer.tx}`,
    prefer.handling && `handling=${prefer.handling}`,
    prefer.timezone && `timezone=${prefer.timezone}`,
    strict && prefer.maxAffected !== undefined && `max-affected=${prefer.maxAffected}`,
  ].filter((value): value is string => typeof value === 'string');
  return applied.length > 0 ? applied.join(', ') : undefined;
}

/** With `handling=strict`, more affected rows than `max-affected` fail the request (rolled back). */
export function checkMaxAffected(prefer: Prefer, rows: number): void {
  if (prefer.handling !== 'strict' || prefer.maxAffected === undefined || rows <= prefer.maxAffected) return;
  throw new ApiError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
}
