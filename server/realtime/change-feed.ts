// The stream of committed changes: the triggers of supabase/migrations/0200_realtime_notify.sql
// pg_notify on `realtime_changes` (either engine delivers a notification after its
// transaction commits, in commit order). Notifications are queued and handed on in batches, one
// batch at a time, so the row level security checks that follow never overlap
// (PGlite has one connection; on PostgreSQL it spares the pool) and events keep their commit order.
import type { Database } from '../db/database.ts';
import type { ChangeType } from './change-bindings.ts';
import type { RealtimeCatalog } from './realtime-catalog.ts';

export const NOTIFY_CHANNEL = 'realtime_changes';

export type Change = {
  schema: string;
  table: string;
  type: ChangeType;
  /** The row's primary key. */
  keys: Record<string, unknown>;
  /** UPDATE and DELETE: the old row, without the `omitted` columns (too large for NOTIFY). */
  old: Record<string, unknown> | null;
  omitted: string[];
  /** When the server received the change, right after its commit (ISO 8601). */
  commitTimestamp: string;
};

function parseChange(payload: string, receivedAt: string): Change | null {
  try {
    const message = JSON.parse(payload) as Record<string, unknown>;
    const { schema, table, type, keys, old, omitted } = message;
    if (typeof schema !== 'string' || typeof table !== 'string') return null;
    if (type !== 'INSERT' && type !== 'UPDATE' && type !== 'DELETE') return null;
    if (typeof keys !== 'object' || keys === null) return null;
    return {
      schema,
      table,
      type,
      keys: keys as Record<string, unknown>,
      old: typeof old === 'object' && old !== null ? (old as Record<string, unknown>) : null,
      omitted: Array.isArray(omitted) ? omitted.filter((c): c is string => typeof c === 'string') : [],
      commitTimestamp: receivedAt,
    };
  } catch {
    return null;
  }
}

/** Puts the notify trigger on every published table (covers tables published by later migrations). */
async function syncTriggers(db: Database): Promise<void> {
  const present = await db.asSuperuser(async (tx) => {
    const { rows } = await tx.query<{ present: boolean }>(
      `select exists (select 1 from pg_proc where proname = 'realtime_sync_triggers' and pronamespace = 'public'::regnamespace) as present`,
    );
    if (rows[0]?.present) await tx.query('select public.realtime_sync_triggers()');
    return rows[0]?.present === true;
  });
  if (!present) {
    console.warn('[realtime] public.realtime_sync_triggers() is missing (a database made before migration 0200?): no change events.');
  }
}

export class ChangeFeed {
  private started: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private queue: Change[] = [];
  private draining: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly catalog: RealtimeCatalog,
    private readonly onBatch: (changes: Change[]) => Promise<void>,
  ) {}

  /** Starts listening (once); resolves when no later commit can be missed. */
  start(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('Realtime is stopping'));
    this.started ??= this.begin().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  private async begin(): Promise<void> {
    await syncTriggers(this.db);
    await this.catalog.load();
    const unlisten = await this.db.listen(NOTIFY_CHANNEL, (payload) => this.receive(payload));
    if (this.stopped) await unlisten();
    else this.unlisten = unlisten;
  }

  private receive(payload: string): void {
    if (this.stopped) return;
    const change = parseChange(payload, new Date().toISOString());
    if (!change) {
      console.error('[realtime] ignored a malformed change notification:', payload.slice(0, 200));
      return;
    }
    this.queue.push(change);
    this.draining ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.stopped) {
      const batch = this.queue.splice(0);
      try {
        await this.onBatch(batch);
      } catch (error) {
        console.error('[realtime] failed to deliver changes:', error);
      }
    }
    this.draining = null;
  }

  /** Stops listening and waits for the batch in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue = [];
    await this.started?.catch(() => {});
    const unlisten = this.unlisten;
    this.unlisten = null;
    await this.draining;
    if (unlisten) await unlisten().catch(() => {});
  }
}
