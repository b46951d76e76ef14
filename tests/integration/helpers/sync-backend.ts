// The local backend in-process for the sync integration tests: the real Hono app
// over PGlite, called through fetch without a port. Creates users through the real
// auth API and reads rows back as the superuser to compare with the devices.
import { randomUUID } from 'node:crypto';
import { createApp, createServerContext, type ServerContextOptions } from '../../../server/app.ts';
import type { ServerContext } from '../../../server/context.ts';

export const BACKEND_URL = 'http://sync-backend.test';

export type SyncBackend = {
  ctx: ServerContext;
  anonKey: string;
  /** Every request the backend received: method and path (with query). */
  requests: { method: string; path: string; authorization: string | null }[];
  handle(request: Request): Promise<Response>;
  createUser(label: string): Promise<TestUser>;
  /** All rows of a table for a user (deleted ones too), as the JSON PostgREST would send. */
  rows(table: string, userId: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
};

export type TestUser = { id: string; email: string; password: string };

/** What a device needs of a backend: its anon key and a way to send it a request. */
export type DeviceBackend = Pick<SyncBackend, 'anonKey' | 'handle'>;

/** A new account through the real sign-up API (confirmed at once unless the backend asks for e-mail confirmation). */
export async function signUpTestUser(backend: DeviceBackend, label: string): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Serenity-Test-2025';
  const response = await backend.handle(
    new Request(`${BACKEND_URL}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, data: { full_name: label, business_name: `${label} Studio` } }),
    }),
  );
  const body = (await response.json()) as { user?: { id: string }; id?: string };
  const id = body.user?.id ?? body.id;
  if (!response.ok || !id) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  return { id, email, password };
}

export async function startSyncBackend(options: ServerContextOptions = { memory: true }): Promise<SyncBackend> {
  const ctx = await createServerContext(options);
  const app = createApp(ctx);
  const requests: SyncBackend['requests'] = [];
  const handle = async (request: Request) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname + url.search, authorization: request.headers.get('authorization') });
    return app.fetch(request);
  };
  return {
    ctx,
    anonKey: ctx.config.anonKey,
    requests,
    handle,
    createUser: (label) => signUpTestUser({ anonKey: ctx.config.anonKey, handle }, label),
    async rows(table, userId) {
      const result = await ctx.db.asSuperuser((tx) =>
        tx.query<{ rows: string }>(
          `select coalesce(json_agg(to_jsonb(t) - '_txid' order by t.id), '[]')::text as rows from public.${table} t where t.user_id = $1`,
          [userId],
        ),
      );
      return JSON.parse(result.rows[0]?.rows ?? '[]');
    },
    async stop() {
      await ctx.db.close();
    },
  };
}
