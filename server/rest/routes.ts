// /rest/v1: the PostgREST subset the app and RxDB's replication use. Every request runs
// in one transaction as the caller's role (row level security decides), and every
// failure answers PostgREST's `{code, details, hint, message}` with its status.
import { type Context, Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { ApiError, invalidBody, toApiError, unknownTable } from './errors.ts';
import { insertRows } from './insert-rows.ts';
import { negotiateSingular } from './negotiate.ts';
import { parseQuery } from './parse-request.ts';
import { parsePrefer } from './prefer.ts';
import { readJsonBody } from './read-body.ts';
import { readRows } from './read-rows.ts';
import { requestClaims } from './request-claims.ts';
import type { RestRequest, RestResult } from './rest-request.ts';
import { runRpc } from './rpc-route.ts';
import { runTransaction } from './run-transaction.ts';
import { getSchemaWith } from './schema-cache.ts';
import { deleteRows, updateRows } from './update-rows.ts';

type Operation = (req: RestRequest, body: unknown) => Promise<RestResult>;

function checkProfile(c: Context): void {
  const profile = c.req.header('accept-profile') ?? c.req.header('content-profile');
  if (profile && profile !== 'public') {
    throw new ApiError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
  }
}

/** `Range: 0-9` pages a read in PostgREST; here pages are `limit` and `offset` only, so it is refused rather than ignored. */
function checkRange(c: Context): void {
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && c.req.header('range')) {
    throw new ApiError(400, 'PGRST100', 'The Range header is not supported by this server', null, 'Use the limit and offset query parameters.');
  }
}

function send(c: Context, result: RestResult): Response {
  return new Response(c.req.method === 'HEAD' ? null : result.body, { status: result.status, headers: result.headers });
}

function sendError(c: Context, error: ApiError): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (error.status === 401) headers['WWW-Authenticate'] = `Bearer error="invalid_token", error_description="${error.message}"`;
  return c.body(JSON.stringify(error.body()), error.status as 400, headers);
}

export function createRestRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  async function serve(c: Context, run: (claims: Awaited<ReturnType<typeof requestClaims>>) => Promise<RestResult>) {
    let authenticated = false;
    try {
      checkProfile(c);
      checkRange(c);
      const claims = await requestClaims(ctx.config, c);
      authenticated = claims.role !== 'anon';
      return send(c, await run(claims));
    } catch (error) {
      const apiError = toApiError(error, authenticated);
      if (apiError.status >= 500) console.error('[rest]', c.req.method, c.req.path, error);
      return sendError(c, apiError);
    }
  }

  function tableRoute(operation: Operation, needsBody: boolean) {
    return (c: Context) =>
      serve(c, async (claims) => {
        const name = c.req.param('table') ?? '';
        const parts = parseQuery(new URL(c.req.url).searchParams);
        const prefer = parsePrefer(c.req.header('prefer'));
        const singular = negotiateSingular(c.req.header('accept'));
        const body = needsBody ? await readJsonBody(c) : undefined;
        if (needsBody && body === undefined) throw invalidBody('Empty or invalid json: the request has no body');
        const schema = await getSchemaWith(ctx.db, (s) => s.tables.has(name));
        const table = schema.tables.get(name);
        if (!table) throw unknownTable(name);
        return runTransaction(ctx.db, claims, prefer, (tx) => operation({ tx, schema, table, parts, prefer, singular }, body));
      });
  }

  app.post('/rpc/:fn', (c) => serve(c, (claims) => runRpc(ctx, c, claims)));
  app.get('/rpc/:fn', (c) => serve(c, (claims) => runRpc(ctx, c, claims)));
  app.get('/:table', (c) => tableRoute((req) => readRows(req, c.req.method === 'HEAD'), false)(c));
  app.post('/:table', tableRoute(insertRows, true));
  app.patch('/:table', tableRoute(updateRows, true));
  app.delete('/:table', tableRoute(deleteRows, false));
  app.all('/:table', (c) =>
    sendError(c, new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`)),
  );
  app.all('*', (c) => sendError(c, new ApiError(404, 'PGRST125', 'Invalid path specified in request URL')));
  return app;
}
