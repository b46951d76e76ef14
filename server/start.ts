// `tsx server/start.ts [--port 4173] [--api-port 54321] [--host 127.0.0.1] [--memory]
// [--confirm-email] [--quiet] [--backend-only] [--data-dir .data] [--database-url URL] [--demo]`: the local
// backend. The app and the API share --port (one origin, as the app expects); --api-port
// serves the API alone at Supabase's usual local port (0 turns it off; when that port is
// taken it is skipped with a warning). It listens on loopback unless --host says otherwise;
// beyond loopback there are no demo accounts and no mailbox (listen-policy.ts). JWTs are
// signed with the data directory's own secret (jwt-secret.ts). The database is PGlite in
// --data-dir unless --database-url (or DATABASE_URL) names a PostgreSQL server. --jwt-secret and
// --rate-limit-scale exist for the test suites.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, createServerContext } from './app.ts';
import { ensureDemoAccounts, setDemoAccountsLocked } from './auth/demo-accounts.ts';
import { listenPolicy } from './listen-policy.ts';
import { attachRealtime } from './realtime/realtime-server.ts';
import { bannerLines, urlHost } from './start-banner.ts';
import { parseStartFlags } from './start-flags.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const flags = parseStartFlags(root);

let policy: ReturnType<typeof listenPolicy>;
try {
  policy = listenPolicy(flags.host, flags.demo);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const staticDir = join(root, 'dist');
const serveStatic = !flags.backendOnly;
if (serveStatic && !existsSync(join(staticDir, 'index.html'))) {
  console.warn(`No built app in ${staticDir}: run \`npx vite build\` first (serving the API only).`);
}

const host = urlHost(flags.host, policy.demoAccounts);
const ctx = await createServerContext({
  memory: flags.memory,
  dataDir: flags.dataDir,
  databaseUrl: flags.databaseUrl,
  confirmEmail: flags.confirmEmail,
  siteUrl: `http://${host}:${flags.port}`,
  devMailbox: policy.devMailbox,
  rateLimitScale: flags.rateLimitScale,
  ...(flags.jwtSecret ? { jwtSecret: flags.jwtSecret } : {}),
}).catch((error: Error) => {
  console.error(`Cannot open the database: ${error.message}`);
  process.exit(1);
});
const demo = policy.demoAccounts ? await ensureDemoAccounts(ctx) : null;
const locked = await setDemoAccountsLocked(ctx, !policy.demoAccounts);

function listen(app: ReturnType<typeof createApp>, listenPort: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: listenPort, hostname: flags.host }, () => resolve(server));
    // An idle keep-alive socket is closed after 65 s, not Node's 5 s: a client that sends on a
    // socket at the moment the server closes it gets "socket hang up" (a busy machine widens
    // that window), and clients and proxies keep idle sockets for about a minute.
    const http = server as Server;
    http.keepAliveTimeout = 65_000;
    http.headersTimeout = 66_000;
    attachRealtime(server as Server, ctx); // Realtime on this listener; server.close() also closes its sockets.
    server.once('error', reject);
  });
}

const appServer = await listen(createApp(ctx, serveStatic ? { staticDir } : {}), flags.port).catch(async (error: Error) => {
  console.error(`Cannot listen on ${flags.host}:${flags.port}: ${error.message}`);
  await ctx.db.close();
  process.exit(1);
});
const servers: ServerType[] = [appServer];
const appPort = (appServer.address() as AddressInfo).port;
const appUrl = `http://${host}:${appPort}`;
ctx.config.siteUrl = appUrl;
let apiUrl = appUrl;
if (flags.apiPort !== 0 && flags.apiPort !== appPort) {
  try {
    servers.push(await listen(createApp(ctx), flags.apiPort));
    apiUrl = `http://${host}:${flags.apiPort}`;
  } catch (error) {
    console.warn(`API port ${flags.apiPort} unavailable (${(error as Error).message}); the API is served on port ${appPort}.`);
  }
}

if (flags.quiet) {
  console.log(`Wellness studio ready at ${appUrl} (API ${apiUrl})`);
} else {
  const data = flags.memory ? 'in memory (lost on exit)' : flags.databaseUrl ? `PostgreSQL at ${redactedUrl(flags.databaseUrl)}` : flags.dataDir;
  const lines = bannerLines({ appUrl: serveStatic ? appUrl : null, apiUrl, config: ctx.config, policy, data, confirmEmail: flags.confirmEmail, demo, lockedDemoAccounts: demo ? [] : locked });
  console.log(lines.join('\n'));
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured server';
  }
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (!flags.quiet) console.log(`\n${signal}: stopping...`);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await ctx.db.close();
  process.exit(0);
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
