// Migration 0200_realtime_notify.sql: the notify trigger on every published table, its
// payload (keys, old row trimmed under NOTIFY's 8000-byte limit, never a failed write),
// and realtime_sync_triggers() following the publication.
import { afterAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from '../../server/db/pglite-database.ts';
import { NOTIFY_CHANNEL } from '../../server/realtime/change-feed.ts';

const db = await PgliteDatabase.open();
afterAll(() => db.close());

const notes: string[] = [];
let heard: (() => void) | undefined;
await db.pg.listen(NOTIFY_CHANNEL, (payload) => {
  notes.push(payload);
  heard?.();
});

const MARKER_TABLE = 'rt_marker';
let markers = 0;
let markerReady: Promise<unknown> | undefined;

/**
 * The notices a write sends: after it, a marker row is written to a table that always
 * notifies, and once the marker's notice is in, every notice of the write has arrived
 * before it (notices come in commit order on one connection). The marker table joins
 * the publication on first use, so the first test sees the migration's triggers alone.
 */
async function notified<T>(write: () => Promise<T>): Promise<Record<string, unknown>[]> {
  markerReady ??= db.pg.exec(`
    create table public.${MARKER_TABLE} (id int primary key);
    alter publication supabase_realtime add table public.${MARKER_TABLE};
    select public.realtime_sync_triggers();`);
  await markerReady;
  notes.length = 0;
  await write();
  const id = ++markers;
  const isMarker = (n: string) => {
    const note = JSON.parse(n) as { table?: string; keys?: { id?: number } };
    return note.table === MARKER_TABLE && note.keys?.id === id;
  };
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the notice of marker ${id} did not arrive within 5 s`)), 5000);
    heard = () => {
      if (!notes.some(isMarker)) return;
      clearTimeout(timer);
      resolve();
    };
    heard();
  });
  await db.pg.query(`insert into public.${MARKER_TABLE} values ($1)`, [id]);
  await arrived;
  heard = undefined;
  const before = notes.slice(0, notes.findIndex(isMarker));
  notes.splice(0, notes.length, ...before);
  return before.map((n) => JSON.parse(n) as Record<string, unknown>);
}

const triggered = async () =>
  (
    await db.pg.query<{ name: string }>(
      `select tgrelid::regclass::text as name from pg_trigger where tgname = 'realtime_notify' order by 1`,
    )
  ).rows.map((r) => r.name);

describe('triggers', () => {
  it('are on exactly the tables of the publication', async () => {
    const published = await db.pg.query<{ name: string }>(
      `select tablename as name from pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
    );
    expect(await triggered()).toEqual(published.rows.map((r) => r.name).sort());
    expect(published.rows.length).toBeGreaterThanOrEqual(9);
  });

  it('follow the publication when realtime_sync_triggers() runs, and skip tables without a key', async () => {
    await db.pg.exec(`
      create table public.rt_extra (id int primary key, label text);
      create table public.rt_keyless (label text);
      alter publication supabase_realtime add table public.rt_extra, public.rt_keyless;
      alter publication supabase_realtime drop table public.usage_tracking;
      select public.realtime_sync_triggers();`);
    const names = await triggered();
    expect(names).toContain('rt_extra');
    expect(names).not.toContain('rt_keyless');
    expect(names).not.toContain('usage_tracking');
    expect(await notified(() => db.pg.query(`insert into public.rt_keyless values ('still writable')`))).toEqual([]);
    expect(await notified(() => db.pg.query(`insert into public.rt_extra values (7, 'x')`))).toEqual([
      { schema: 'public', table: 'rt_extra', type: 'INSERT', keys: { id: 7 } },
    ]);
    await db.pg.exec(`alter publication supabase_realtime add table public.usage_tracking; select public.realtime_sync_triggers();`);
    expect(await triggered()).toContain('usage_tracking');
  });

  it('cannot be called through the API roles', async () => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      await expect(db.asRole({ role }, (tx) => tx.query('select public.realtime_sync_triggers()'))).rejects.toThrow(/permission denied/);
    }
  });
});

describe('payload', () => {
  it('carries the key, and for UPDATE and DELETE the old row', async () => {
    await db.pg.exec(`insert into public.rt_extra values (1, 'first')`);
    expect(await notified(() => db.pg.query(`update public.rt_extra set label = 'second' where id = 1`))).toEqual([
      { schema: 'public', table: 'rt_extra', type: 'UPDATE', keys: { id: 1 }, old: { id: 1, label: 'first' }, omitted: [] },
    ]);
    expect(await notified(() => db.pg.query(`delete from public.rt_extra where id = 1`))).toEqual([
      { schema: 'public', table: 'rt_extra', type: 'DELETE', keys: { id: 1 }, old: { id: 1, label: 'second' }, omitted: [] },
    ]);
  });

  it('leaves large values out of the old row and stays under 8000 bytes; the write never fails', async () => {
    await db.pg.exec(`insert into public.rt_extra values (2, repeat('x', 50000))`);
    const [update] = await notified(() => db.pg.query(`update public.rt_extra set label = 'small' where id = 2`));
    expect(update).toEqual({ schema: 'public', table: 'rt_extra', type: 'UPDATE', keys: { id: 2 }, old: { id: 2 }, omitted: ['label'] });
    expect(Math.max(...notes.map((n) => Buffer.byteLength(n)))).toBeLessThan(8000);
  });

  it('falls back to the key alone when even the small values do not fit', async () => {
    const columns = Array.from({ length: 40 }, (_, i) => `c${i} text default repeat('y', 200)`).join(', ');
    await db.pg.exec(`
      create table public.rt_wide (id int primary key, ${columns});
      alter publication supabase_realtime add table public.rt_wide;
      select public.realtime_sync_triggers();
      insert into public.rt_wide (id) values (1);`);
    const [deleted] = await notified(() => db.pg.query('delete from public.rt_wide where id = 1'));
    expect(deleted).toMatchObject({ type: 'DELETE', keys: { id: 1 }, old: { id: 1 } });
    expect(deleted?.omitted).toHaveLength(40);
  });

  it('does not announce (but writes) a row whose key alone is too long', async () => {
    await db.pg.exec(`
      create table public.rt_long_key (id text primary key);
      alter publication supabase_realtime add table public.rt_long_key;
      select public.realtime_sync_triggers();`);
    expect(await notified(() => db.pg.query(`insert into public.rt_long_key values (repeat('k', 9000))`))).toEqual([]);
    expect((await db.pg.query('select count(*)::int as n from public.rt_long_key')).rows).toEqual([{ n: 1 }]);
  });
});
