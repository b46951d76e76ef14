// `tsx server/start.ts [--port 4173] [--api-port 54321] [--memory] [--confirm-email]
// [--quiet] [--backend-only] [--data-dir .data]`: the local backend. The app and the API
// share --port (one origin, as the app expects); --api-port serves the API alone at
// Supabase's usual local port (0 turns it off; when that port is taken it is skipped
// with a warning, since --port serves the API too).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, createServerContext } from './app.ts';
import { ensureDemoAccounts } from './auth/demo-accounts.ts';
import { attachRealtime } from './realtime/realtime-server.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    'api-port': { type: 'string', default: '54321' },
    'data-dir': { type: 'string', default: join(root, '.data') },
    memory: { type: 'boolean', default: false },
    'confirm-email': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'backend-only': { type: 'boolean', default: false },
  },
});

function portFlag(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--${name} must be a port number (got ${value})`);
    process.exit(2);
  }
  return port;
}

const port = portFlag('port', flags.port);
const apiPort = portFlag('api-port', flags['api-port']);
const staticDir = join(root, 'dist');
const serveStatic = !flags['backend-only'];
if (serveStatic && !existsSync(join(staticDir, 'index.html'))) {
  console.warn(`No built app in ${staticDir}: run \`npx vite build\` first (serving the API only).`);
}

const ctx = await createServerContext({
  memory: flags.memory,
  dataDir: flags['data-dir'],
  confirmEmail: flags['confirm-email'],
  siteUrl: `http://localhost:${port}`,
});
const demo = await ensureDemoAccounts(ctx);

function listen(app: ReturnType<typeof createApp>, listenPort: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: listenPort }, () => resolve(server));
    attachRealtime(server as Server, ctx); // Realtime on this listener; server.close() also closes its sockets.
    server.once('error', reject);
  });
}

const appServer = await listen(createApp(ctx, serveStatic ? { staticDir } : {}), port).catch(async (error: Error) => {
  console.error(`Cannot listen on port ${port}: ${error.message}`);
  await ctx.db.close();
  process.exit(1);
});
const servers: ServerType[] = [appServer];
const appPort = (appServer.address() as AddressInfo).port;
let apiUrl = `http://localhost:${appPort}`;
if (apiPort !== 0 && apiPort !== appPort) {
  try {
    servers.push(await listen(createApp(ctx), apiPort));
    apiUrl = `http://localhost:${apiPort}`;
  } catch (error) {
    console.warn(`API port ${apiPort} unavailable (${(error as Error).message}); the API is served on port ${appPort}.`);
  }
}

const appUrl = `http://localhost:${appPort}`;
if (flags.quiet) {
  console.log(`Wellness studio ready at ${appUrl} (API ${apiUrl})`);
} else {
  console.log(
    [
      '',
      `  App:       ${serveStatic ? appUrl : '(not served: --backend-only)'}`,
      `  API URL:   ${apiUrl}   (also ${appUrl})`,
      `  Anon key:  ${ctx.config.anonKey}`,
      `  Data:      ${flags.memory ? 'in memory (lost on exit)' : flags['data-dir']}`,
      `  Email:     confirmation ${flags['confirm-email'] ? 'on' : 'off'}; mails at ${apiUrl}/_dev/mailbox?email=<address>`,
      '',
      '  Demo accounts:',
      `    ${demo.admin.email} / ${demo.admin.password}   (administrator)`,
      `    ${demo.studio.email} / ${demo.studio.password}   (studio owner)`,
      '',
    ].join('\n'),
  );
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
