// The requests RxDB's Supabase replication (17.6) sends, byte for byte as listed in the
// wire notes: the ordered pull, the (_modified, id) checkpoint filter, the insert whose
// 409/23505 means "conflict", and the compare-and-swap PATCH whose empty answer means
// "conflict". Timestamps must round-trip exactly for the checkpoint to work.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

type HistoryRow = { id: string; user_id: string; title: string; status: string; word_count: number; _modified: string; _deleted: boolean };

let backend: RestBackend;
let userA: TestUser;
let userB: TestUser;
const ids: string[] = [];

const json = (body: unknown) => JSON.stringify(body);
const prefer = { prefer: 'return=representation' };

async function push(user: TestUser, row: Record<string, unknown>): Promise<Response> {
  return backend.rest('/content_history', { method: 'POST', token: user.token, body: json(row), headers: { 'content-profile': 'public' } });
}

beforeAll(async () => {
  backend = await startRestBackend();
  userA = await backend.newUser('sync-a');
  userB = await backend.newUser('sync-b');
  for (let i = 0; i < 5; i += 1) {
    const id = randomUUID();
    ids.push(id);
    const response = await push(userA, { id, user_id: userA.id, content_type: 'social', title: `Post ${i}`, status: 'draft', word_count: i });
    expect(response.status).toBe(201);
  }
  await push(userB, { id: randomUUID(), user_id: userB.id, content_type: 'blog', title: 'Not yours', status: 'draft', word_count: 1 });
});

afterAll(async () => {
  await backend?.stop();
});

describe('pull', () => {
  it('pages through own rows by (_modified, id) with the or(...) checkpoint filter, each row once', async () => {
    const seen: HistoryRow[] = [];
    let checkpoint: HistoryRow | undefined;
    for (let page = 0; page < 10; page += 1) {
      const filter = checkpoint
        ? `&or=${encodeURIComponent(`("_modified".gt.${checkpoint._modified},and("_modified".eq.${checkpoint._modified},"id".gt.${checkpoint.id}))`)}`
        : '';
      const response = await backend.rest(`/content_history?select=*&order=_modified.asc,id.asc&limit=2${filter}`, {
        token: userA.token,
        headers: { 'accept-profile': 'public' },
      });
      expect(response.status).toBe(200);
      const rows = (await response.json()) as HistoryRow[];
      if (rows.length === 0) break;
      seen.push(...rows);
      checkpoint = rows.at(-1);
    }
    expect(seen.map((row) => row.id).sort()).toEqual([...ids].sort());
    const keys = seen.map((row) => `${row._modified}|${row.id}`);
    expect(keys).toEqual([...keys].sort());
    expect(seen.every((row) => row.user_id === userA.id)).toBe(true);
  });

  it('returns _modified as Postgres text that matches itself exactly (microsecond-safe)', async () => {
    const response = await backend.rest(`/content_history?select=id,_modified&id=eq.${ids[0]}`, { token: userA.token });
    const [row] = (await response.json()) as HistoryRow[];
    expect(row?._modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?\+00:00$/);
    const exact = await backend.rest(`/content_history?select=id&_modified=eq.${encodeURIComponent(row?._modified ?? '')}&id=eq.${ids[0]}`, { token: userA.token });
    expect(await exact.json()).toEqual([{ id: ids[0] }]);

    const stamped = randomUUID();
    const created = await push(userA, { id: stamped, user_id: userA.id, content_type: 'blog', title: 'Timed', created_at: '2025-01-01T00:00:00.123456+00:00' });
    expect(created.status).toBe(201);
    const read = await backend.rest(`/content_history?select=created_at&id=eq.${stamped}`, { token: userA.token });
    expect(await read.json()).toEqual([{ created_at: '2025-01-01T00:00:00.123456+00:00' }]);
  });
});

describe('push', () => {
  it('an insert of an existing id is 409 with code 23505, then the row is fetched by id', async () => {
    const response = await push(userA, { id: ids[1], user_id: userA.id, content_type: 'social', title: 'Duplicate', status: 'draft', word_count: 0 });
    expect(response.status).toBe(409);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe('23505');
    expect(body.message).toContain('duplicate key value violates unique constraint');

    const fetched = await backend.rest(`/content_history?select=*&id=eq.${ids[1]}&limit=1`, { token: userA.token });
    const rows = (await fetched.json()) as HistoryRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toBe('Post 1');
  });

  it('compare-and-swap PATCH writes when every field matches and answers [] when the server changed', async () => {
    const read = await backend.rest(`/content_history?select=*&id=eq.${ids[2]}`, { token: userA.token });
    const [row] = (await read.json()) as HistoryRow[];
    if (!row) throw new Error('row missing');
    const cas = (title: string) =>
      `/content_history?id=eq.${row.id}&title=eq.${encodeURIComponent(title)}&status=eq.draft&word_count=eq.${row.word_count}&_deleted=eq.false&select=*`;
    const first = await backend.rest(cas(row.title), { method: 'PATCH', token: userA.token, headers: prefer, body: json({ title: 'Edited on phone' }) });
    expect(first.status).toBe(200);
    const [written] = (await first.json()) as HistoryRow[];
    expect(written?.title).toBe('Edited on phone');
    expect(written && written._modified > row._modified).toBe(true);

    const stale = await backend.rest(cas(row.title), { method: 'PATCH', token: userA.token, headers: prefer, body: json({ title: 'Edited on tablet' }) });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual([]);
  });

  it('compare-and-swap with is.null filters on nullable fields; a soft delete is pulled as _deleted', async () => {
    const id = `${userA.id}:image`;
    const created = await backend.rest('/generator_drafts', {
      method: 'POST',
      token: userA.token,
      headers: prefer,
      body: json({ id, user_id: userA.id, content_type: 'image', form: { prompt: 'Sunrise' } }),
    });
    expect(created.status).toBe(201);
    const matched = await backend.rest(`/generator_drafts?id=eq.${encodeURIComponent(id)}&output=is.null&_deleted=eq.false&select=*`, {
      method: 'PATCH',
      token: userA.token,
      headers: prefer,
      body: json({ output: { image: 'data:image/svg+xml;base64,AAAA' }, _deleted: true }),
    });
    expect(((await matched.json()) as unknown[]).length).toBe(1);
    const again = await backend.rest(`/generator_drafts?id=eq.${encodeURIComponent(id)}&output=is.null&select=*`, {
      method: 'PATCH',
      token: userA.token,
      headers: prefer,
      body: json({ output: null }),
    });
    expect(await again.json()).toEqual([]);
    const pulled = await backend.rest('/generator_drafts?select=*&order=_modified.asc,id.asc&limit=10', { token: userA.token });
    expect(await pulled.json()).toEqual([expect.objectContaining({ id, _deleted: true, output: { image: 'data:image/svg+xml;base64,AAAA' } })]);
  });

  it('a push for another user is refused by row level security, and their rows cannot be patched', async () => {
    const forged = await push(userA, { id: randomUUID(), user_id: userB.id, content_type: 'blog', title: 'Forged' });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe('42501');
    const patched = await backend.rest(`/content_history?user_id=eq.${userB.id}&select=*`, { method: 'PATCH', token: userA.token, headers: prefer, body: json({ title: 'Mine now' }) });
    expect(await patched.json()).toEqual([]);
    const bRows = await backend.rest('/content_history?select=title', { token: userB.token });
    expect(await bRows.json()).toEqual([{ title: 'Not yours' }]);
  });
});
