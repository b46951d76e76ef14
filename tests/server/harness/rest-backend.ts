// The backend a REST / functions contract test talks to: the whole local app
// (createApp) in-process on a free port with an in-memory database, or a hosted
// Supabase project when SUPABASE_TEST_URL and SUPABASE_TEST_ANON_KEY are set (then
// SUPABASE_TEST_SERVICE_ROLE_KEY is needed too, to create users and administrators).
// Users get real access tokens: signed locally with the project secret, or from a
// password sign-in against the hosted project.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { WebSocket } from 'ws';
import { createApp, createServerContext } from '../../../server/app.ts';
import { testDatabaseUrl } from '../../support/test-database.ts';
import type { ServerContext } from '../../../server/context.ts';
import { insertAuthUser } from '../../../server/auth/users.ts';

export const hostedUrl = process.env.SUPABASE_TEST_URL ?? '';
export const hostedAnonKey = process.env.SUPABASE_TEST_ANON_KEY ?? '';
export const isHosted = hostedUrl !== '' && hostedAnonKey !== '';

export type TestUser = { id: string; email: string; token: string; client: SupabaseClient };

export type UserOptions = { admin?: boolean; fullName?: string; businessName?: string };

export type RestBackend = {
  url: string;
  anonKey: string;
  hosted: boolean;
  /** The in-process server's context; null against a hosted project. */
  ctx: ServerContext | null;
  anon: SupabaseClient;
  /** Service-role client, for test setup only (bypasses row level security). */
  service: SupabaseClient;
  newUser(label: string, options?: UserOptions): Promise<TestUser>;
  /** A raw request to `/rest/v1<path>` with the headers supabase-js sends (anon unless `token`). */
  rest(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  stop(): Promise<void>;
};

export function clientFor(url: string, anonKey: string, token?: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    ...(token ? { accessToken: async () => token } : {}),
  });
}

/** A GoTrue-shaped access token signed with `secret` (local backend only). */
export async function signToken(secret: string, claims: Record<string, unknown>, expiresIn: string | number = '1h'): Promise<string> {
  return new SignJWT({ aud: 'authenticated', role: 'authenticated', aal: 'aal1', session_id: randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

async function localUser(ctx: ServerContext, email: string, options: UserOptions): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const appMetadata = { provider: 'email', providers: ['email'], ...(options.admin ? { role: 'admin' } : {}) };
  const userMetadata = { full_name: options.fullName ?? '', business_name: options.businessName ?? '' };
  await ctx.db.asSuperuser((tx) => insertAuthUser(tx, { id, email, confirmed: true, appMetadata, userMetadata }));
  const token = await signToken(ctx.config.jwtSecret, { sub: id, email, app_metadata: appMetadata, user_metadata: userMetadata });
  return { id, token };
}

async function hostedUser(service: SupabaseClient, email: string, options: UserOptions): Promise<{ id: string; token: string }> {
  const password = `Pw-${randomUUID()}`;
  const created = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: options.admin ? { role: 'admin' } : {},
    user_metadata: { full_name: options.fullName ?? '', business_name: options.businessName ?? '' },
  });
  if (created.error || !created.data.user) throw created.error ?? new Error('createUser returned no user');
  const signIn = await clientFor(hostedUrl, hostedAnonKey).auth.signInWithPassword({ email, password });
  if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('sign-in returned no session');
  return { id: created.data.user.id, token: signIn.data.session.access_token };
}

/** `local: true` always starts the in-process backend (tests of the local server itself). */
export async function startRestBackend(options: { local?: boolean } = {}): Promise<RestBackend> {
  const hosted = isHosted && !options.local;
  let ctx: ServerContext | null = null;
  let url = hostedUrl.replace(/\/+$/, '');
  let anonKey = hostedAnonKey;
  let serviceKey = process.env.SUPABASE_TEST_SERVICE_ROLE_KEY ?? '';
  let close = async () => {};
  if (!hosted) {
    // On the vitest project `postgres`, a fresh database of the throwaway cluster.
    const databaseUrl = await testDatabaseUrl();
    const local = await createServerContext({ memory: true, ...(databaseUrl ? { databaseUrl } : {}) });
    ctx = local;
    const server = serve({ fetch: createApp(local).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    anonKey = local.config.anonKey;
    serviceKey = local.config.serviceRoleKey;
    close = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await local.db.close();
    };
  } else if (serviceKey === '') {
    throw new Error('SUPABASE_TEST_SERVICE_ROLE_KEY is required to run these contract tests against a hosted project');
  }
  const service = clientFor(url, serviceKey);
  const created: string[] = [];
  return {
    url,
    anonKey,
    hosted,
    ctx,
    anon: clientFor(url, anonKey),
    service,
    async newUser(label, options = {}) {
      const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
      const { id, token } = ctx ? await localUser(ctx, email, options) : await hostedUser(service, email, options);
      created.push(id);
      return { id, email, token, client: clientFor(url, anonKey, token) };
    },
    rest(path, init = {}) {
      const { token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (!headers.has('apikey')) headers.set('apikey', anonKey);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${token ?? anonKey}`);
      if (rest.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
      return fetch(`${url}/rest/v1${path}`, { ...rest, headers });
    },
    async stop() {
      if (hosted) await Promise.all(created.map((id) => service.auth.admin.deleteUser(id)));
      await close();
    },
  };
}
