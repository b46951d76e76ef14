// The admin area reads and writes the server directly: it is online only and keeps
// no copy on the device. Every data function takes the supabase-js
// client last, defaulting to the app's one client, so tests can pass a client
// signed in as whoever they need. Row level security is the boundary: a write it
// filters out matches no row and comes back empty, which is reported as refused.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../supabase-client.ts';

export type { SupabaseClient };

export function appClient(): SupabaseClient {
  return getSupabase();
}

/** A request the server refused or could not answer; `code` is Postgres' or PostgREST's when known. */
export class AdminRequestError extends Error {
  readonly code: string | null;
  constructor(message: string, code: string | null = null) {
    super(message);
    this.name = 'AdminRequestError';
    this.code = code;
  }
}

/** Code of a write that matched no row: it does not exist, or row level security hid it. */
export const REFUSED = 'refused';

type Answer<T> = { data: T | null; error: PostgrestError | null };

export function dataOf<T>(answer: Answer<T>): T {
  if (answer.error) throw new AdminRequestError(answer.error.message || 'The request failed', answer.error.code || null);
  if (answer.data === null) throw new AdminRequestError('The server sent no data');
  return answer.data;
}

/** The one row a write by id returned; none means the write was refused. */
export function oneRow<T>(answer: Answer<T[]>, what: string): T {
  const rows = dataOf(answer);
  const row = rows[0];
  if (row === undefined) {
    throw new AdminRequestError(`${what} was not changed: it no longer exists or you are not allowed to change it.`, REFUSED);
  }
  return row;
}
