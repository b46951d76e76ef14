// Modifiers supabase-js can send that this server used to ignore while answering 2xx
// as if it had honoured them (found by running postgrest-js's own suite against it).
// Each is now honoured as PostgREST does or refused with PostgREST's 4xx.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser } from './harness/rest-backend.ts';

let backend: RestBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startRestBackend({ local: true });
  user = await backend.newUser('modifiers', { fullName: 'Maya' });
  await backend.ctx!.db.asSuperuser(async (tx) => {
    await tx.exec(`create function public.echo_body(jsonb) returns jsonb language sql immutable as $$ select $1 $$;
      create function public.shout(text) returns text language sql immutable as $$ select upper($1) $$;
      create function public.breaths(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$;
      grant execute on function public.echo_body(jsonb), public.shout(text), public.breaths(int) to anon, authenticated;`);
  });
});

afterAll(async () => {
  await backend?.stop();
});

const titles = async () => ((await user.client.from('tone_templates').select('name').order('name')).data ?? []).map((row) => row.name as string);

function template(name: string) {
  return { id: randomUUID(), user_id: user.id, name, description: '', is_default: false };
}

describe('Prefer', () => {
  it('tx=rollback answers the write and keeps nothing', async () => {
    const response = await backend.rest('/tone_templates?select=name', { method: 'POST', token: user.token, headers: { prefer: 'return=representation, tx=rollback' }, body: JSON.stringify(template('Dry run')) });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([{ name: 'Dry run' }]);
    expect(response.headers.get('preference-applied')).toContain('tx=rollback');
    expect(await titles()).toEqual([]);
  });

  it('max-affected with handling=strict refuses a wider delete and rolls it back', async () => {
    await user.client.from('tone_templates').insert([template('Calm'), template('Warm'), template('Bold')]);
    const response = await backend.rest('/tone_templates?name=neq.none', { method: 'DELETE', token: user.token, headers: { prefer: 'handling=strict, max-affected=1' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST124');
    expect(await titles()).toEqual(['Bold', 'Calm', 'Warm']);
    const within = await backend.rest('/tone_templates?name=eq.Bold', { method: 'DELETE', token: user.token, headers: { prefer: 'handling=strict, max-affected=1' } });
    expect(within.status).toBe(204);
  });

  it('return=headers-only answers where the new row is', async () => {
    const row = template('Located');
    const response = await backend.rest('/tone_templates', { method: 'POST', token: user.token, headers: { prefer: 'return=headers-only' }, body: JSON.stringify(row) });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`/tone_templates?id=eq.${row.id}`);
    await user.client.from('tone_templates').delete().eq('id', row.id);
  });

  it('handling=strict refuses a preference it does not know', async () => {
    const response = await backend.rest('/tone_templates', { token: user.token, headers: { prefer: 'handling=strict, count=sometimes' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: count=sometimes' });
  });
});

describe('Accept', () => {
  it('answers 406 for CSV, GeoJSON, stripped nulls and plans, JSON for the rest', async () => {
    for (const accept of ['text/csv', 'application/geo+json', 'application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.plan+json; for="application/json"']) {
      const response = await backend.rest('/subscription_plans?select=name', { headers: { accept } });
      expect({ accept, status: response.status }).toEqual({ accept, status: 406 });
      expect(((await response.json()) as { code: string }).code).toBe('PGRST107');
    }
    const json = await backend.rest('/subscription_plans?select=name&limit=1', { headers: { accept: 'text/csv, application/json;q=0.5' } });
    expect(json.status).toBe(200);
  });
});

describe('Range', () => {
  it('is refused rather than answering the first page', async () => {
    const response = await backend.rest('/subscription_plans?select=name', { headers: { range: '1-2', 'range-unit': 'items' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { hint: string }).hint).toContain('limit and offset');
  });
});

describe('rpc', () => {
  it('refuses select, filters and order on a function result', async () => {
    for (const query of ['?select=status', '?status=eq.ok', '?order=id']) {
      const response = await backend.rest(`/rpc/sync_push${query}`, { method: 'POST', token: user.token, body: JSON.stringify({ p_table: 'tone_templates', p_rows: [] }) });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    const get = await backend.rest('/rpc/sync_snapshot?p_table=subscription_plans&select=name', { token: user.token });
    expect(get.status).toBe(400);
  });

  it('counts a set-returning result and refuses a count on a single value', async () => {
    const { data, count, error } = await backend.anon.rpc('breaths', { n: 3 }, { count: 'exact' });
    expect(error).toBeNull();
    expect({ data, count }).toEqual({ data: [1, 2, 3], count: 3 });
    const single = await backend.rest('/rpc/shout', { method: 'POST', headers: { prefer: 'count=exact', 'content-type': 'text/plain' }, body: 'om' });
    expect(single.status).toBe(400);
  });

  it('gives the whole body to a function with one unnamed json or text parameter', async () => {
    const { data, error } = await backend.anon.rpc('echo_body', { breathe: 'in', hold: [4, 7, 8] });
    expect(error).toBeNull();
    expect(data).toEqual({ breathe: 'in', hold: [4, 7, 8] });
    const text = await backend.rest('/rpc/shout', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'namaste' });
    expect(await text.json()).toBe('NAMASTE');
  });
});

describe('upsert', () => {
  it('answers 201 when it inserts and 200 when it only updates, as PostgREST', async () => {
    const row = template('Gentle');
    const first = await backend.rest('/tone_templates?select=name', { method: 'POST', token: user.token, headers: { prefer: 'resolution=merge-duplicates, return=representation' }, body: JSON.stringify(row) });
    expect(first.status).toBe(201);
    const again = await backend.rest('/tone_templates?select=name', { method: 'POST', token: user.token, headers: { prefer: 'resolution=merge-duplicates, return=representation' }, body: JSON.stringify({ ...row, name: 'Gentler' }) });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual([{ name: 'Gentler' }]);
  });

  it('with the key only, answers the existing row instead of nothing', async () => {
    const { data, error, status } = await user.client.from('profiles').upsert({ id: user.id }).select('id, full_name');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: user.id, full_name: 'Maya' }]);
  });
});
