// The command line of server/start.ts, checked: a bad value stops the start with a message
// (exit 2) rather than a server that listens somewhere unexpected.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MIN_JWT_SECRET_LENGTH } from './jwt-secret.ts';

export type StartFlags = {
  port: number;
  apiPort: number;
  host: string;
  dataDir: string;
  /** A real PostgreSQL server instead of PGlite (--database-url, else DATABASE_URL). */
  databaseUrl: string | undefined;
  memory: boolean;
  confirmEmail: boolean;
  quiet: boolean;
  backendOnly: boolean;
  demo: boolean;
  /** Tests only: a fixed secret instead of the data directory's own. */
  jwtSecret: string | undefined;
  /** Tests only: multiplies every auth rate limit. */
  rateLimitScale: number;
};

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function portFlag(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--${name} must be a port number (got ${value})`);
  return port;
}

export function parseStartFlags(root: string, args: string[] = process.argv.slice(2)): StartFlags {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '4173' },
      'api-port': { type: 'string', default: '54321' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string', default: join(root, '.data') },
      'database-url': { type: 'string' },
      memory: { type: 'boolean', default: false },
      'confirm-email': { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      'backend-only': { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      'jwt-secret': { type: 'string' },
      'rate-limit-scale': { type: 'string', default: '1' },
    },
  });
  const jwtSecret = values['jwt-secret'];
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) fail(`--jwt-secret must be at least ${MIN_JWT_SECRET_LENGTH} characters`);
  const scale = Number(values['rate-limit-scale']);
  if (!Number.isFinite(scale) || scale < 1) fail(`--rate-limit-scale must be a number of at least 1 (got ${values['rate-limit-scale']})`);
  if (values.host.trim() === '') fail('--host must name an address');
  const databaseUrl = (values['database-url'] ?? process.env.DATABASE_URL ?? '').trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) fail('--database-url (or DATABASE_URL) must be a postgres:// or postgresql:// connection string');
  if (databaseUrl && values.memory) fail('--memory and --database-url exclude each other');
  return {
    port: portFlag('port', values.port),
    apiPort: portFlag('api-port', values['api-port']),
    host: values.host.trim(),
    dataDir: values['data-dir'],
    databaseUrl,
    memory: values.memory,
    confirmEmail: values['confirm-email'],
    quiet: values.quiet,
    backendOnly: values['backend-only'],
    demo: values.demo,
    jwtSecret,
    rateLimitScale: scale,
  };
}
