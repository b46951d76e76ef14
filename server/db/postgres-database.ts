// The real-PostgreSQL engine (DATABASE_URL): a pool of connections, each request in its
// own transaction with its role and claims (as PostgREST runs them), statement timeouts
// that really cancel, and LISTEN on one dedicated connection for realtime (the same
// NOTIFY triggers as on PGlite). Values come back typed as PGlite types them, so every
// caller sees the same thing on either engine.
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { type Claims, type Database, type QueryOptions, type QueryResult, requestSettings, type Tx } from './database.ts';
import { prepareSchema } from './prepare-schema.ts';

/**
 * The pool's default size: one connection per core. Requests here are short and CPU-bound
 * (no connection waits on anything outside the database), and more connections than
 * cores only add contention: sync_pull at 10 clients on 2 cores measured 88-118
 * requests/s with 2 connections against 71-95 with 10, the backends spending 7-10 ms of
 * CPU per pull instead of 12-17 (npm run bench, side by side).
 */
export function defaultPoolSize(): number {
  const configured = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(configured) && configured > 0 ? configured : Math.max(2, availableParallelism());
}

const INT8 = 20;
const INT8_ARRAY = 1016;
const DATE = 1082;
const INTERVAL = 1186;
const TEXT_ARRAY = 1009;

/** pg's parsers, changed where PGlite differs: int8 as a number, date as UTC midnight, interval as text. */
function typeParser(oid: number, overrides?: QueryOptions['parsers']): (value: string) => unknown {
  const own = overrides?.[oid];
  if (own) return own;
  switch (oid) {
    case INT8:
      return Number;
    case INT8_ARRAY: {
      const parseArray = pg.types.getTypeParser(TEXT_ARRAY as never, 'text') as (value: string) => (string | null)[];
      return (value) => parseArray(value).map((item) => (item === null ? null : Number(item)));
    }
    case DATE:
      return (value) => (value === 'infinity' || value === '-infinity' ? value : new Date(`${value}T00:00:00Z`));
    case INTERVAL:
      return (value) => value;
    default:
      return pg.types.getTypeParser(oid as never, 'text') as (value: string) => unknown;
  }
}

const defaultTypes = { getTypeParser: (oid: number) => typeParser(oid) };

class PoolTx implements Tx {
  rolledBack = false;

  constructor(private readonly client: pg.PoolClient) {}

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResult<T>> {
    if (this.rolledBack) throw new Error('The transaction was rolled back');
    const types = options?.parsers ? { getTypeParser: (oid: number) => typeParser(oid, options.parsers) } : defaultTypes;
    const result = await this.client.query({ text: sql, values: params, types } as pg.QueryConfig);
    return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
  }

  async exec(sql: string): Promise<unknown> {
    if (this.rolledBack) throw new Error('The transaction was rolled back');
    return this.client.query({ text: sql, types: defaultTypes } as pg.QueryConfig);
  }

  async rollback(): Promise<void> {
    if (this.rolledBack) return;
    await this.client.query('rollback');
    this.rolledBack = true;
  }
}

export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;
  private listener: pg.Client | null = null;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();

  private constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {}

  static async open(url: string, options: { poolSize?: number; migrateUntil?: string } = {}): Promise<PostgresDatabase> {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? defaultPoolSize(),
      application_name: 'wellness-content-studio',
    });
    // A connection that dies while idle (server restart) is dropped by the pool; without this
    // listener its error would end the process.
    pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
    const db = new PostgresDatabase(url, pool);
    try {
      await prepareSchema(db, { until: options.migrateUntil });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return db;
  }

  /** `begin` is the statement that opens the transaction: one round trip, settings included. */
  private async transaction<T>(begin: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx = new PoolTx(client);
    let broken: Error | undefined;
    try {
      await client.query(begin);
      const result = await fn(tx);
      if (!tx.rolledBack) await client.query('commit');
      return result;
    } catch (error) {
      if (!tx.rolledBack) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  asRole<T>(claims: Claims, fn: (tx: Tx) => Promise<T>, settings?: Record<string, string>): Promise<T> {
    // The settings go with `begin` in one simple-protocol message, as literals: a
    // request then costs three round trips to the server instead of four.
    const { sql, params } = requestSettings(claims, settings);
    const literal = sql.replace(/\$(\d+)/g, (_, n: string) => pg.escapeLiteral(params[Number(n) - 1] ?? ''));
    return this.transaction(`begin; ${literal}`, fn);
  }

  asSuperuser<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transaction('begin', fn);
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    if (!this.listener) {
      const client = new pg.Client({ connectionString: this.url, application_name: 'wellness-content-studio realtime' });
      client.on('notification', (message) => {
        for (const handler of this.channels.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', (error) => console.error('[db] the realtime connection failed:', error.message));
      await client.connect();
      this.listener = client;
    }
    const listener = this.listener;
    let handlers = this.channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    handlers.add(onPayload);
    return async () => {
      handlers.delete(onPayload);
      if (handlers.size === 0 && this.channels.get(channel) === handlers) {
        this.channels.delete(channel);
        await listener.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
    };
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.channels.clear();
    await listener?.end().catch(() => {});
    await this.pool.end();
  }
}
