// RxDB issue 5843: with a pull checkpoint on (_modified, id), a row whose
// transaction commits after a later-stamped row can be skipped for ever by a
// device that pulled in between. Here two transactions really interleave (a
// prepared transaction stays open while another commits) and the device must
// still receive the late row.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerContext } from '../../server/app.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';
import type { PgliteDatabase } from '../../server/db/pglite-database.ts';

let backend: SyncBackend;
let user: TestUser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sync-interleave-'));
  // Prepared transactions need max_prepared_transactions > 0, a setting read at start.
  const first = await createServerContext({ dataDir });
  await (first.db as PgliteDatabase).pg.exec('alter system set max_prepared_transactions = 4');
  await first.db.close();
  backend = await startSyncBackend({ dataDir });
  user = await backend.createUser('interleave');
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function insertHistory(id: string, title: string): string {
  return `insert into public.content_history (id, user_id, content_type, title) values ('${id}', '${user.id}', 'blog', '${title}')`;
}

type NaiveRow = { id: string; title: string; _modified: string };

/** What a (_modified, id) checkpoint pull would return after `after`, as the user. */
async function naivePull(after: NaiveRow | null): Promise<NaiveRow[]> {
  const result = await backend.ctx.db.asRole({ role: 'authenticated', sub: user.id }, (tx) =>
    tx.query<{ rows: string }>(
      `select coalesce(json_agg(t order by t._modified, t.id), '[]')::text as rows from (
         select id::text, title, _modified::text from public.content_history
         where $1::timestamptz is null or (_modified, id::text) > ($1::timestamptz, $2)) t`,
      [after?._modified ?? null, after?.id ?? null],
    ),
  );
  return JSON.parse(result.rows[0]!.rows);
}

describe('interleaved commits', () => {
  it('delivers a row committed late with an earlier stamp to a device that pulled in between', async () => {
    const device = new TestDevice(backend);
    await device.signIn(user);
    const session = await device.open();
    await device.settle();
    const pg = (backend.ctx.db as PgliteDatabase).pg;

    // The local Realtime's NOTIFY trigger cannot be part of a prepared transaction;
    // hosted Supabase has no such trigger (it reads the WAL), so leave it out here.
    await pg.exec(`do $$ begin
      if exists (select 1 from pg_trigger where tgname = 'realtime_notify' and tgrelid = 'public.content_history'::regclass) then
        alter table public.content_history disable trigger realtime_notify;
      end if; end $$`);

    const late = randomUUID();
    const early = randomUUID();
    // Transaction 1 writes first (earlier _modified) and stays open...
    await pg.exec(`begin; ${insertHistory(late, 'Committed late')}; prepare transaction 'late_writer'`);
    // ...while transaction 2 writes later and commits.
    await pg.exec(insertHistory(early, 'Committed early'));
    const stamps = await pg.query<{ id: string; stamp: string }>(
      `select id, _modified::text as stamp from public.content_history where id in ('${early}')`,
    );
    const earlyStamp = stamps.rows[0]!.stamp;

    // A (_modified, id) pull at this moment sees only the early commit...
    const naiveBetween = await naivePull(null);
    expect(naiveBetween.map((row) => row.title)).toEqual(['Committed early']);

    // The device pulls while transaction 1 is still open: it holds back what
    // transaction 2 wrote (its transaction is newer than one still running).
    await device.settle();
    const titlesBetween = (await session.db.content_history.find().exec()).map((doc) => doc.title);
    expect(titlesBetween).toEqual([]);

    await pg.exec(`commit prepared 'late_writer'`);
    const lateStamp = (await pg.query<{ stamp: string }>(`select _modified::text as stamp from public.content_history where id = '${late}'`)).rows[0]!.stamp;
    // The late row carries the earlier stamp: a (_modified, id) checkpoint taken after
    // "Committed early" would never look at it again.
    expect(new Date(lateStamp).getTime()).toBeLessThanOrEqual(new Date(earlyStamp).getTime());
    expect(await naivePull(naiveBetween.at(-1)!)).toEqual([]);

    await device.settle();
    const titles = (await session.db.content_history.find().exec()).map((doc) => doc.title).sort();
    expect(titles).toEqual(['Committed early', 'Committed late']);
    await device.close();
  });
});
