// POST /rpc/<fn> (and GET for stable functions): a public function called with named
// arguments, as the caller's role. The JSON arguments are typed by json_to_record with
// the function's own argument types, as PostgREST does; the answer is the function's
// value as JSON (a set becomes an array; void answers 204). A function whose only
// parameter is an unnamed json, jsonb or text one receives the whole body instead.
import type { Tx } from '../db/database.ts';
import { ApiError, invalidBody, singularError } from './errors.ts';
import { checkMaxAffected, type Prefer } from './prefer.ts';
import { contentRange, JSON_TYPE, OBJECT_TYPE, type RestResult, shapeBody } from './rest-request.ts';
import type { FunctionInfo, SchemaCache } from './schema-cache.ts';
import { ident } from './sql-text.ts';

/** What the function is called with: named arguments, or the raw body for one unnamed parameter. */
export type FunctionInput = { named: Record<string, unknown> } | { whole: string };

export type CallOptions = { prefer: Prefer; singular: boolean };

const WHOLE_BODY_TYPES = new Set(['json', 'jsonb', 'text']);

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

/** The overload taking exactly these named arguments (an unnamed parameter never matches a key). */
export function findFunction(schema: SchemaCache, name: string, keys: string[]): FunctionInfo {
  const overloads = schema.functions.get(name) ?? [];
  const match = overloads.find(
    (fn) =>
      fn.args.every((arg) => arg.name !== '' || arg.hasDefault) &&
      keys.every((key) => key !== '' && fn.args.some((arg) => arg.name === key)) &&
      fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name)),
  );
  if (!match) throw notFound(name, keys);
  return match;
}

/** The overload with one unnamed json/jsonb (`json: true`) or text parameter, if any. */
export function findWholeBodyFunction(schema: SchemaCache, name: string, json: boolean): FunctionInfo | undefined {
  return (schema.functions.get(name) ?? []).find((fn) => {
    const [only] = fn.args;
    return fn.args.length === 1 && only?.name === '' && WHOLE_BODY_TYPES.has(only.type) && (only.type === 'text') !== json;
  });
}

function callSql(fn: FunctionInfo, input: FunctionInput): { call: string; from: string; params: unknown[] } {
  if ('whole' in input) {
    return { call: `public.${ident(fn.name)}($1::${fn.args[0]?.type ?? 'text'})`, from: '(select) as _a', params: [input.whole] };
  }
  const used = fn.args.filter((arg) => arg.name !== '' && arg.name in input.named);
  if (used.length === 0) return { call: `public.${ident(fn.name)}()`, from: '(select) as _a', params: [] };
  return {
    call: `public.${ident(fn.name)}(${used.map((arg) => `${ident(arg.name)} => _a.${ident(arg.name)}`).join(', ')})`,
    from: `json_to_record($1::json) as _a(${used.map((arg) => `${ident(arg.name)} ${arg.type}`).join(', ')})`,
    params: [JSON.stringify(input.named)],
  };
}

export async function callFunction(tx: Tx, fn: FunctionInfo, input: FunctionInput, options: CallOptions): Promise<RestResult> {
  const { call, from, params } = callSql(fn, input);
  const { prefer, singular } = options;
  if (!fn.returnsSet && (prefer.count || (prefer.handling === 'strict' && prefer.maxAffected !== undefined))) {
    const code = prefer.count ? 'PGRST100' : 'PGRST128';
    throw new ApiError(400, code, prefer.count ? 'count is only available for functions that return a set' : 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  if (fn.returnsVoid) {
    await tx.query(`select ${call} from ${from}`, params);
    return { status: 204, body: null, headers: {} };
  }
  if (!fn.returnsSet) {
    const result = await tx.query<{ body: string | null }>(`select to_json(${call})::text as body from ${from}`, params);
    return { status: 200, body: result.rows[0]?.body ?? 'null', headers: { 'Content-Type': singular ? OBJECT_TYPE : JSON_TYPE } };
  }
  const sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as rows from ${from} cross join lateral ${call} as _r`;
  const result = await tx.query<{ body: string; rows: number }>(sql, params);
  const { body, rows } = result.rows[0] ?? { body: '[]', rows: 0 };
  checkMaxAffected(prefer, rows);
  if (singular && rows !== 1) throw singularError(rows);
  const headers = { 'Content-Type': singular ? OBJECT_TYPE : JSON_TYPE, 'Content-Range': contentRange(0, rows, prefer.count ? rows : undefined) };
  return { status: 200, body: shapeBody(body, singular), headers };
}

/** The arguments of a POST (a JSON object; empty body = none) or a GET (query parameters). */
export function functionArgs(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('The arguments of a function call must be a JSON object');
  }
  return body as Record<string, unknown>;
}
