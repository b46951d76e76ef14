// Starts the local backend in-process on a free port for a contract test file, or points at a
// hosted Supabase project when SUPABASE_TEST_URL and SUPABASE_TEST_ANON_KEY are set (then
// there is no mailbox: mailbox-dependent tests skip themselves).
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp, createServerContext } from '../../../server/app.ts';
import type { Mailbox } from '../../../server/auth/mailbox.ts';
import type { ServerContext } from '../../../server/context.ts';
import { attachRealtime } from '../../../server/realtime/realtime-server.ts';
import { testDatabaseUrl } from '../../support/test-database.ts';

export type TestBackend = {
  url: string;
  anonKey: string;
  /** Empty against a hosted project unless SUPABASE_TEST_SERVICE_ROLE_KEY is set. */
  serviceRoleKey: string;
  /** The development mailbox; null against a hosted project. */
  mailbox: Mailbox | null;
  /** The in-process server's context (database, config); null against a hosted project. */
  ctx: ServerContext | null;
  hosted: boolean;
  stop: () => Promise<void>;
};

export type BackendOptions = { confirmEmail?: boolean };

export const hostedUrl = process.env.SUPABASE_TEST_URL ?? '';
export const hostedAnonKey = process.env.SUPABASE_TEST_ANON_KEY ?? '';
export const isHosted = hostedUrl !== '' && hostedAnonKey !== '';

export async function startBackend(options: BackendOptions = {}): Promise<TestBackend> {
  if (isHosted) {
    return {
      url: hostedUrl.replace(/\/+$/, ''),
      anonKey: hostedAnonKey,
      serviceRoleKey: process.env.SUPABASE_TEST_SERVICE_ROLE_KEY ?? '',
      mailbox: null,
      ctx: null,
      hosted: true,
      stop: async () => {},
    };
  }
  const databaseUrl = await testDatabaseUrl();
  const ctx = await createServerContext({ memory: true, ...(databaseUrl ? { databaseUrl } : {}), confirmEmail: options.confirmEmail ?? false });
  const app = createApp(ctx);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  // Realtime on the same server; server.close() below also closes its websockets.
  attachRealtime(server as Server, ctx);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // The site is this server (as with `npm start`, one origin serves app and API).
  ctx.config.siteUrl = url;
  return {
    url,
    anonKey: ctx.config.anonKey,
    serviceRoleKey: ctx.config.serviceRoleKey,
    mailbox: ctx.mailbox,
    ctx,
    hosted: false,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.db.close();
    },
  };
}
