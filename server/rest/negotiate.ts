// The `Accept` header: this server writes JSON only (an array, or one object for
// `application/vnd.pgrst.object+json`). CSV, GeoJSON, EXPLAIN plans and `nulls=stripped`
// are PostgREST features it does not have, so asking for only those is PostgREST's
// 406 PGRST107, never a JSON answer the client did not ask for.
import { ApiError } from './errors.ts';

const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json']);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** Whether the answer is one object (true) or an array (false); 406 when neither is acceptable. */
export function negotiateSingular(accept: string | undefined): boolean {
  const value = (accept ?? '').trim();
  if (value === '') return false;
  const offered = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  for (const entry of offered) {
    const [type = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    // Parameters other than q and charset change the answer (nulls=stripped, for=...).
    if (params.some((param) => !param.startsWith('q=') && !param.startsWith('charset='))) continue;
    if (ARRAY_TYPES.has(type)) return false;
    if (OBJECT_TYPES.has(type)) return true;
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}
