// A throwaway PostgreSQL cluster in Supabase's starting state, for the db and contract
// suites on real PostgreSQL and for the bench: Debian's binaries (initdb, pg_ctl), a data
// directory under the system temp dir, loopback only, removed on stop. As on a hosted
// project, the superuser is `supabase_admin` and `postgres` is an ordinary role (it may
// create roles and databases and bypasses row level security) that owns the databases
// and applies the migrations. Each test file gets its own database, a copy of a template:
// what a new project has before its first migration (server/db/bootstrap.sql), or that
// with every migration applied (made once per run by `createMigratedTemplate`).
// When root runs this, the server runs as the `postgres` system user (Postgres refuses root).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PostgresDatabase } from '../../server/db/postgres-database.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const TEMPLATE_DATABASE = 'studio_template';
/** The template with every migration applied, as the backend's first start leaves a database. */
export const MIGRATED_TEMPLATE = 'studio_template_migrated';

/** The directory of initdb and pg_ctl: PG_BIN, else the newest Debian install, else pg_config's. */
export function findPgBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(join(debian, version, 'bin'));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** What Supabase has made before a project's own SQL runs: its roles and their grants. */
const SUPABASE_ROLES = `
  create role postgres login createrole createdb replication bypassrls;
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  create role authenticator login noinherit;
  grant anon, authenticated, service_role to authenticator;
  grant anon, authenticated, service_role to postgres with admin option;
`;

/** After bootstrap.sql (run by supabase_admin): what postgres may do with the auth schema, as on a hosted project. */
const SUPABASE_GRANTS = `
  grant all on schema auth to postgres;
  grant all on all tables in schema auth to postgres;
  grant all on all sequences in schema auth to postgres;
  grant all on all functions in schema auth to postgres;
  alter publication supabase_realtime owner to postgres;
  grant all on storage.buckets, storage.objects to postgres with grant option;
  grant supabase_storage_admin to postgres;
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant execute on functions to anon, authenticated, service_role;
`;

export type PgCluster = {
  /** supabase_admin (the superuser) on the `postgres` database. */
  adminUrl: string;
  /** The connection string of `database` for the `postgres` role. */
  urlOf: (database: string) => string;
  stop: () => Promise<void>;
};

function asPostgresUser(): string[] {
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
}

function run(command: string[], what: string): void {
  const [file, ...args] = command;
  const result = spawnSync(file!, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what} failed (${result.status}): ${result.stderr || result.stdout}`);
}

export async function startCluster(bin = findPgBin()): Promise<PgCluster> {
  if (!bin) throw new Error('No PostgreSQL binaries (initdb, pg_ctl): install Debian\'s postgresql package or set PG_BIN.');
  const dir = mkdtempSync(join(tmpdir(), 'studio-pg-'));
  const data = join(dir, 'data');
  const sudo = asPostgresUser();
  if (sudo.length > 0) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  run([...sudo, join(bin, 'initdb'), '-D', data, '-U', 'supabase_admin', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], 'initdb');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=300 -c wal_level=logical`;
  run([...sudo, join(bin, 'pg_ctl'), '-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '120', 'start'], 'pg_ctl start');
  const base = `postgres://%s@127.0.0.1:${port}/%s`;
  const adminUrl = base.replace('%s', 'supabase_admin').replace('%s', 'postgres');
  const stop = async () => {
    const [file, ...args] = [...sudo, join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'];
    spawnSync(file!, args, { encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await withClient(adminUrl, async (client) => {
      await client.query(SUPABASE_ROLES);
      await client.query(`create database ${TEMPLATE_DATABASE} owner postgres`);
    });
    const templateAdmin = base.replace('%s', 'supabase_admin').replace('%s', TEMPLATE_DATABASE);
    await withClient(templateAdmin, async (client) => {
      await client.query(readFileSync(join(root, 'server/db/bootstrap.sql'), 'utf8'));
      await client.query(readFileSync(join(root, 'server/db/bootstrap-storage.sql'), 'utf8'));
      await client.query(SUPABASE_GRANTS);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { adminUrl, urlOf: (database) => base.replace('%s', 'postgres').replace('%s', database), stop };
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function urlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.username = 'postgres';
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database copied from `template` (by default Supabase's starting state, no
 * migration yet; MIGRATED_TEMPLATE once made); its URL for `postgres`.
 */
export async function createTestDatabase(adminUrl: string, template = TEMPLATE_DATABASE): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name} template ${template} owner postgres`));
  return urlFor(adminUrl, name);
}

/** MIGRATED_TEMPLATE: the template with every migration applied by `postgres`, as the backend applies them. */
export async function createMigratedTemplate(adminUrl: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`create database ${MIGRATED_TEMPLATE} template ${TEMPLATE_DATABASE} owner postgres`));
  const db = await PostgresDatabase.open(urlFor(adminUrl, MIGRATED_TEMPLATE), { poolSize: 1 });
  await db.close();
}
