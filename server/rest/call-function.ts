// POST /rpc/<fn> (and GET for stable functions): a public function called with named
// arguments, as the caller's role. The JSON arguments are typed by json_to_record with
// the function's own argument types, as PostgREST does; the answer is the function's
// value as JSON (a set becomes an array; void answers 204).
import type { Tx } from '../db/database.ts';
import { ApiError, invalidBody } from './errors.ts';
import { JSON_TYPE, type RestResult } from './rest-request.ts';
import type { FunctionInfo, SchemaCache } from './schema-cache.ts';
import { ident } from './sql-text.ts';

function notFound(name: string, keys: string[]): ApiError {
  const list = keys.join(', ');
  const searched = keys.length > 0 ? `with parameters ${list}` : 'without parameters';
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${list}) in the schema cache`,
    `Searched for the function public.${name} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

export function findFunction(schema: SchemaCache, name: string, keys: string[]): FunctionInfo {
  const overloads = schema.functions.get(name) ?? [];
  const match = overloads.find(
    (fn) =>
      keys.every((key) => fn.args.some((arg) => arg.name === key)) &&
      fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name)),
  );
  if (!match) throw notFound(name, keys);
  return match;
}

export async function callFunction(tx: Tx, fn: FunctionInfo, args: Record<string, unknown>): Promise<RestResult> {
  const used = fn.args.filter((arg) => arg.name in args);
  const call = `public.${ident(fn.name)}(${used.map((arg) => `${ident(arg.name)} => _a.${ident(arg.name)}`).join(', ')})`;
  const from = used.length > 0 ? `json_to_record($1::json) as _a(${used.map((arg) => `${ident(arg.name)} ${arg.type}`).join(', ')})` : '(select) as _a';
  const params = used.length > 0 ? [JSON.stringify(args)] : [];
  const headers = { 'Content-Type': JSON_TYPE };
  if (fn.returnsVoid) {
    await tx.query(`select ${call} from ${from}`, params);
    return { status: 204, body: null, headers: {} };
  }
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_r), '[]'::json)::text as body from ${from} cross join lateral ${call} as _r`
    : `select to_json(${call})::text as body from ${from}`;
  const result = await tx.query<{ body: string | null }>(sql, params);
  return { status: 200, body: result.rows[0]?.body ?? 'null', headers };
}

/** The arguments of a POST (a JSON object; empty body = none) or a GET (query parameters). */
export function functionArgs(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('The arguments of a function call must be a JSON object');
  }
  return body as Record<string, unknown>;
}
