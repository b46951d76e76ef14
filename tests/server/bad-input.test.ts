// Hostile and broken requests against the local backend: each gets a 4xx with a
// message (never a 500), nothing in the database changes, the server keeps serving,
// and row level security is never bypassed, whatever the filter says.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, signToken, startRestBackend, type TestUser } from './harness/rest-backend.ts';

const TABLES = ['profiles', 'content_history', 'tone_templates', 'usage_tracking', 'user_subscriptions', 'subscription_plans', 'master_prompts'];

let backend: RestBackend;
let userA: TestUser;
let userB: TestUser;
let before: Record<string, string>;

async function snapshot(): Promise<Record<string, string>> {
  const ctx = backend.ctx!;
  const entries = await ctx.db.asSuperuser(async (tx) => {
    const out: Array<[string, string]> = [];
    for (const table of TABLES) {
      const result = await tx.query<{ digest: string | null }>(`select md5(string_agg(t::text, '|' order by t::text)) as digest from public.${table} t`);
      out.push([table, result.rows[0]?.digest ?? 'empty']);
    }
    return out;
  });
  return Object.fromEntries(entries);
}

type Case = { name: string; path: string; init?: RequestInit & { token?: string }; status: number; code?: string };

async function expectRefused(c: Case): Promise<void> {
  const response = await backend.rest(c.path, c.init);
  const text = await response.text();
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`${c.name}: answer is not JSON: ${text.slice(0, 200)}`);
  }
  expect({ name: c.name, status: response.status, code: c.code ? body.code : undefined }).toEqual({ name: c.name, status: c.status, code: c.code });
  expect(typeof body.message === 'string' && body.message.length > 0, `${c.name} has a message`).toBe(true);
}

beforeAll(async () => {
  backend = await startRestBackend({ local: true });
  userA = await backend.newUser('bad-a');
  userB = await backend.newUser('bad-b');
  for (const user of [userA, userB]) {
    const { error } = await user.client.from('content_history').insert({ id: randomUUID(), user_id: user.id, content_type: 'blog', title: `Owned by ${user.email}` });
    expect(error).toBeNull();
  }
  before = await snapshot();
});

afterAll(async () => {
  await backend?.stop();
});

describe('malformed requests', () => {
  it('answers each with a 4xx JSON error and a message', async () => {
    const write = (method: string, body: string, path = '/content_history') => ({ path, init: { method, body } });
    const cases: Case[] = [
      { name: 'operator missing', path: '/content_history?id=eq', status: 400, code: 'PGRST100' },
      { name: 'unknown operator', path: '/content_history?id=equals.1', status: 400, code: 'PGRST100' },
      { name: 'unclosed in', path: '/content_history?id=in.(1,2', status: 400, code: 'PGRST100' },
      { name: 'unclosed or', path: '/content_history?or=(title.eq.a', status: 400, code: 'PGRST100' },
      { name: 'bad is', path: '/content_history?title=is.maybe', status: 400, code: 'PGRST100' },
      { name: 'broken select', path: '/content_history?select=id,(', status: 400, code: 'PGRST100' },
      { name: 'bad order', path: '/content_history?order=title.sideways', status: 400, code: 'PGRST100' },
      { name: 'bad limit', path: '/content_history?limit=ten', status: 400, code: 'PGRST100' },
      { name: 'negative offset', path: '/content_history?offset=-5', status: 400, code: 'PGRST100' },
      { name: 'unknown column filter', path: '/content_history?nope=eq.1', status: 400, code: '42703' },
      { name: 'unknown order column', path: '/content_history?order=nope.asc', status: 400, code: '42703' },
      { name: 'unknown table', path: '/no_such_table?select=*', status: 404, code: 'PGRST205' },
      { name: 'auth schema table', path: '/users?select=*', status: 404, code: 'PGRST205' },
      { name: 'unknown embed', path: '/content_history?select=*,nothing(*)', status: 400, code: 'PGRST200' },
      { name: 'wrong type in filter', path: '/content_history?word_count=gt.many', status: 400, code: '22P02' },
      { name: 'other schema', path: '/content_history', init: { headers: { 'accept-profile': 'auth' } }, status: 406, code: 'PGRST106' },
      { name: 'nested path', path: '/content_history/extra', status: 404, code: 'PGRST125' },
      { name: 'PUT', path: '/content_history', init: { method: 'PUT', body: '{}' }, status: 405 },
      { name: 'invalid JSON', ...write('POST', '{"title": '), status: 400, code: 'PGRST102' },
      { name: 'empty body', ...write('POST', ''), status: 400, code: 'PGRST102' },
      { name: 'array of numbers', ...write('POST', '[1,2]'), status: 400, code: 'PGRST102' },
      { name: 'unknown insert column', ...write('POST', '{"nope":1}'), status: 400, code: 'PGRST204' },
      { name: 'wrong type in body', ...write('POST', `{"user_id":"${randomUUID()}","content_type":"blog","word_count":"many"}`), status: 400, code: '22P02' },
      { name: 'PATCH with an array', ...write('PATCH', '[{"title":"x"}]', '/content_history?id=eq.1'), status: 400, code: 'PGRST102' },
      { name: 'PATCH without filter', ...write('PATCH', '{"title":"all"}'), status: 400, code: '21000' },
      { name: 'DELETE without filter', path: '/content_history', init: { method: 'DELETE' }, status: 400, code: '21000' },
      {
        name: 'bad on_conflict',
        path: '/content_history?on_conflict=nope',
        init: { method: 'POST', body: '{"title":"x"}', headers: { prefer: 'resolution=merge-duplicates' } },
        status: 400,
        code: 'PGRST204',
      },
      { name: 'rpc with an array', ...write('POST', '[1]', '/rpc/admin_usage_summary'), status: 400, code: 'PGRST102' },
      { name: 'rpc unknown', ...write('POST', '{}', '/rpc/pg_sleep'), status: 404, code: 'PGRST202' },
    ];
    for (const c of cases) await expectRefused({ ...c, init: { ...c.init, token: userA.token } });
  });

  it('refuses expired, forged and wrong-role tokens with 401', async () => {
    const secret = backend.ctx!.config.jwtSecret;
    const tokens: Array<[string, string]> = [
      [await signToken(secret, { sub: userA.id }, Math.floor(Date.now() / 1000) - 5), 'PGRST303'],
      [await signToken('another-secret-that-is-also-32-characters', { sub: userA.id }), 'PGRST301'],
      [await signToken(secret, { sub: userA.id, role: 'postgres' }), 'PGRST301'],
      [`${userA.token.split('.').slice(0, 2).join('.')}.AAAA`, 'PGRST301'],
    ];
    for (const [token, code] of tokens) {
      await expectRefused({ name: code, path: '/content_history?select=*', init: { token }, status: 401, code });
      await expectRefused({ name: `${code} write`, path: '/content_history', init: { token, method: 'POST', body: '{"content_type":"blog"}' }, status: 401, code });
    }
  });

  it('refuses oversized bodies with 413 JSON', async () => {
    const huge = JSON.stringify({ user_id: userA.id, content_type: 'blog', content: 'x'.repeat(9 * 1024 * 1024) });
    const response = await backend.rest('/content_history', { method: 'POST', token: userA.token, body: huge });
    expect(response.status).toBe(413);
    // The unread body is not left on a connection the client would send its next request down.
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as { message: string }).message).toContain('larger than');
    const fn = await fetch(`${backend.url}/functions/v1/generate-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${userA.token}`, apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(fn.status).toBe(413);
  });

  it('changed nothing and keeps serving', async () => {
    expect(await snapshot()).toEqual(before);
    const health = await fetch(`${backend.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const { data, error } = await userA.client.from('content_history').select('user_id');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: userA.id }]);
  });
});

describe('row level security holds whatever the query says', () => {
  it('filters that name other users return only own rows (or none)', async () => {
    const queries = [
      `/content_history?or=(user_id.neq.${userA.id})`,
      `/content_history?or=(user_id.eq.${userB.id},user_id.eq.${userA.id})`,
      `/content_history?user_id=not.eq.${userA.id}`,
      `/content_history?not.and=(user_id.eq.${userA.id})`,
      '/content_history?title=like.*',
      `/profiles?select=*,user_subscriptions(*)&user_id=eq.${userB.id}`,
    ];
    for (const query of queries) {
      const response = await backend.rest(query, { token: userA.token });
      expect(response.status, query).toBe(200);
      const rows = (await response.json()) as Array<{ user_id: string }>;
      expect(rows.every((row) => row.user_id === userA.id), query).toBe(true);
    }
    const anon = await backend.rest('/content_history?select=*', {});
    expect(await anon.json()).toEqual([]);
  });

  it('writes aimed at other users change nothing', async () => {
    const snap = await snapshot();
    const patch = await backend.rest(`/content_history?user_id=eq.${userB.id}`, { method: 'PATCH', token: userA.token, body: '{"title":"pwned"}' });
    expect(patch.status).toBe(204);
    const remove = await backend.rest(`/content_history?or=(user_id.eq.${userB.id},title.like.*)&user_id=neq.${userA.id}`, { method: 'DELETE', token: userA.token });
    expect(remove.status).toBe(204);
    const steal = await backend.rest(`/user_subscriptions?user_id=eq.${userA.id}`, { method: 'PATCH', token: userA.token, body: '{"credits_remaining":100000}' });
    expect(steal.status).toBe(204);
    const promote = await backend.rest('/profiles?on_conflict=user_id', {
      method: 'POST',
      token: userA.token,
      headers: { prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ user_id: userB.id, full_name: 'taken over' }),
    });
    expect(promote.status).toBe(403);
    expect(await snapshot()).toEqual(snap);
  });

  it('values and names that look like SQL stay data or are refused', async () => {
    const snap = await snapshot();
    const attempts = [
      `/content_history?title=eq.${encodeURIComponent("'; drop table public.profiles; --")}`,
      `/content_history?select=${encodeURIComponent('id,"title""; drop table public.profiles; --"')}`,
      `/content_history?${encodeURIComponent('title"; drop table public.profiles; --')}=eq.1`,
      `/content_history?order=${encodeURIComponent('"title; drop table public.profiles"')}`,
      `/content_history?select=${encodeURIComponent('id::text,title::text);drop table public.profiles;--')}`,
      `/content_history?or=${encodeURIComponent('(title.eq.x) or true --)')}`,
    ];
    for (const path of attempts) {
      const response = await backend.rest(path, { token: userA.token });
      expect(response.status === 200 || response.status === 400, path).toBe(true);
      if (response.status === 200) expect(((await response.json()) as unknown[]).length).toBeLessThanOrEqual(1);
    }
    expect(await snapshot()).toEqual(snap);
  });
});
