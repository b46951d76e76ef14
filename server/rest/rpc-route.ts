// POST /rpc/<fn> and GET /rpc/<fn> (stable functions): reads the arguments, refuses
// what this server cannot apply to a function's result (select, filters, order,
// limit, offset: PostgREST would filter the result, silently ignoring them would
// answer something else), caps sync_push batches, then calls the function.
import type { Context } from 'hono';
import type { Claims } from '../db/database.ts';
import type { ServerContext } from '../context.ts';
import { callFunction, type FunctionInput, findFunction, findWholeBodyFunction, functionArgs } from './call-function.ts';
import { ApiError, parseError } from './errors.ts';
import { negotiateSingular } from './negotiate.ts';
import { parsePrefer } from './prefer.ts';
import { parseJsonBody } from './read-body.ts';
import type { RestResult } from './rest-request.ts';
import type { FunctionInfo } from './schema-cache.ts';
import { runTransaction } from './run-transaction.ts';
import { getSchemaWith } from './schema-cache.ts';
import { checkSyncPush } from './sync-push-cap.ts';

const RESULT_MODIFIERS = new Set(['select', 'order', 'limit', 'offset', 'or', 'and', 'not.or', 'not.and', 'columns', 'on_conflict']);

function unsupportedModifier(key: string): ApiError {
  return parseError(
    `"failed to parse function call parameter (${key})"`,
    'select, filters, order, limit and offset on function results are not supported by this server',
  );
}

/** GET: every query parameter is an argument, except reserved ones, which are refused. */
function queryArgs(params: URLSearchParams): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (key === 'apikey') continue;
    if (RESULT_MODIFIERS.has(key)) throw unsupportedModifier(key);
    args[key] = value;
  }
  return args;
}

type Call = { fn: FunctionInfo; input: FunctionInput };

/** POST: named arguments in a JSON object, or the whole body for a single unnamed parameter. */
async function postCall(ctx: ServerContext, c: Context, name: string): Promise<Call> {
  for (const key of new URL(c.req.url).searchParams.keys()) {
    if (key !== 'apikey') throw unsupportedModifier(key);
  }
  const text = await c.req.text();
  const isText = (c.req.header('content-type') ?? '').startsWith('text/plain');
  const schema = await getSchemaWith(ctx.db, (s) => s.functions.has(name));
  const whole = findWholeBodyFunction(schema, name, !isText);
  if (whole && isText) return { fn: whole, input: { whole: text } };
  const body = parseJsonBody(text);
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (whole && (!isObject || (schema.functions.get(name) ?? []).length === 1)) {
    return { fn: whole, input: { whole: body === undefined ? 'null' : text } };
  }
  const named = functionArgs(body);
  if (name === 'sync_push') checkSyncPush(named, Buffer.byteLength(text));
  return { fn: findFunction(schema, name, Object.keys(named)), input: { named } };
}

async function getCall(ctx: ServerContext, c: Context, name: string): Promise<Call> {
  const named = queryArgs(new URL(c.req.url).searchParams);
  const schema = await getSchemaWith(ctx.db, (s) => s.functions.has(name));
  const fn = findFunction(schema, name, Object.keys(named));
  if (fn.volatility === 'v') throw new ApiError(405, 'PGRST101', 'A volatile function can only be called with POST');
  return { fn, input: { named } };
}

export async function runRpc(ctx: ServerContext, c: Context, claims: Claims): Promise<RestResult> {
  const name = c.req.param('fn') ?? '';
  const prefer = parsePrefer(c.req.header('prefer'));
  const singular = negotiateSingular(c.req.header('accept'));
  const { fn, input } = c.req.method === 'POST' ? await postCall(ctx, c, name) : await getCall(ctx, c, name);
  return runTransaction(ctx.db, claims, prefer, (tx) => callFunction(tx, fn, input, { prefer, singular }));
}
