// Wire details supabase-js relies on: counts and Content-Range, HEAD, ranges,
// .single()/.maybeSingle(), PostgREST error shapes and status codes, and RPC.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

let backend: RestBackend;
let user: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  backend = await startRestBackend();
  user = await backend.newUser('wire-user');
  other = await backend.newUser('wire-other');
  admin = await backend.newUser('wire-admin', { admin: true });
  const rows = Array.from({ length: 12 }, (_, i) => ({
    id: randomUUID(),
    user_id: user.id,
    content_type: i % 2 ? 'blog' : 'social',
    title: `Item ${String(i).padStart(2, '0')}`,
    word_count: i * 10,
  }));
  const { error } = await user.client.from('content_history').insert(rows);
  expect(error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

describe('counts and ranges', () => {
  it('count=exact with head: the count from Content-Range, no body', async () => {
    const { count, data, error, status } = await user.client.from('content_history').select('*', { count: 'exact', head: true }).eq('user_id', user.id);
    expect({ count, data, error, status }).toEqual({ count: 12, data: null, error: null, status: 200 });
    const raw = await backend.rest(`/content_history?select=*&user_id=eq.${user.id}`, { method: 'HEAD', token: user.token, headers: { prefer: 'count=exact' } });
    expect(raw.headers.get('content-range')).toBe('*/12');
    expect(await raw.text()).toBe('');
  });

  it('range() pages with offset/limit and Content-Range "from-to/total"', async () => {
    const page = await user.client.from('content_history').select('title', { count: 'exact' }).order('title').range(4, 7);
    expect(page.data?.map((row) => row.title)).toEqual(['Item 04', 'Item 05', 'Item 06', 'Item 07']);
    expect(page.count).toBe(12);
    const raw = await backend.rest('/content_history?select=title&order=title.asc&offset=4&limit=4', { token: user.token, headers: { prefer: 'count=exact' } });
    expect(raw.headers.get('content-range')).toBe('4-7/12');
    const noCount = await backend.rest('/content_history?select=title&limit=3', { token: user.token });
    expect(noCount.headers.get('content-range')).toBe('0-2/*');
    const empty = await backend.rest('/content_history?select=title&title=eq.none', { token: user.token, headers: { prefer: 'count=exact' } });
    expect(empty.headers.get('content-range')).toBe('*/0');
    expect(await empty.json()).toEqual([]);
  });

  it('filters: in with quoted values, ilike with *, not, or/and trees, is, neq, gte', async () => {
    const titles = async (query: string) =>
      ((await (await backend.rest(`/content_history?select=title&order=title.asc&${query}`, { token: user.token })).json()) as Array<{ title: string }>).map((r) => r.title);
    expect(await titles('title=in.("Item 01","Item 03",nothing)')).toEqual(['Item 01', 'Item 03']);
    expect(await titles('title=ilike.*1*&word_count=gte.100')).toEqual(['Item 10', 'Item 11']);
    expect(await titles('or=(title.eq.Item+00,and(content_type.eq.blog,word_count.lt.20))')).toEqual(['Item 00', 'Item 01']);
    expect(await titles('content_type=not.eq.social&word_count=not.lt.90')).toEqual(['Item 09', 'Item 11']);
    expect(await titles('title=neq.Item+00&word_count=lte.10&metadata=not.is.null')).toEqual(['Item 01']);
    expect(await titles('not.or=(content_type.eq.social,word_count.lt.100)')).toEqual(['Item 11']);
  });
});

describe('single and maybeSingle', () => {
  it('single() of two rows is 406 PGRST116 with the row count; maybeSingle() reports it too', async () => {
    const two = await user.client.from('content_history').select('id').in('title', ['Item 00', 'Item 01']).single();
    expect(two.status).toBe(406);
    expect(two.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' });
    const one = await user.client.from('content_history').select('title, word_count').eq('title', 'Item 02').single();
    expect(one).toMatchObject({ status: 200, error: null, data: { title: 'Item 02', word_count: 20 } });
    const none = await user.client.from('content_history').select('id').eq('title', 'missing').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
  });

  it('insert().select().single() answers the object; an update of zero rows with single() rolls back nothing and says 0 rows', async () => {
    const created = await user.client.from('content_history').insert({ user_id: user.id, content_type: 'seo', title: 'Single' }).select('title').single();
    expect(created).toMatchObject({ status: 201, data: { title: 'Single' } });
    const nothing = await user.client.from('content_history').update({ title: 'x' }).eq('id', randomUUID()).select().single();
    expect(nothing.error?.code).toBe('PGRST116');
    const many = await user.client.from('content_history').update({ status: 'archived' }).eq('content_type', 'blog').select().single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 6 rows' });
    const unchanged = await user.client.from('content_history').select('id').eq('status', 'archived');
    expect(unchanged.data).toEqual([]);
  });
});

describe('writes', () => {
  it('an array insert leaves a missing key NULL, or the column default with missing=default', async () => {
    const rows = [
      { user_id: user.id, content_type: 'email', title: 'With title' },
      { user_id: user.id, content_type: 'email' },
    ];
    const asNull = await user.client.from('content_history').insert(rows);
    expect(asNull.status).toBe(400);
    expect(asNull.error?.code).toBe('23502');
    const asDefault = await user.client.from('content_history').insert(rows, { defaultToNull: false }).select('title, status');
    expect(asDefault.error).toBeNull();
    expect(asDefault.data).toEqual([
      { title: 'With title', status: 'draft' },
      { title: '', status: 'draft' },
    ]);
  });

  it('upsert merges on conflict, or leaves the row alone with ignoreDuplicates', async () => {
    const id = randomUUID();
    const row = { id, user_id: user.id, content_type: 'video', title: 'First' };
    expect((await user.client.from('content_history').upsert(row)).status).toBe(201);
    const merged = await user.client.from('content_history').upsert({ ...row, title: 'Merged' }).select('title');
    expect(merged.data).toEqual([{ title: 'Merged' }]);
    const ignored = await user.client.from('content_history').upsert({ ...row, title: 'Ignored' }, { ignoreDuplicates: true }).select('title');
    expect(ignored.data).toEqual([]);
    const stored = await user.client.from('content_history').select('title').eq('id', id).single();
    expect(stored.data).toEqual({ title: 'Merged' });
  });
});

describe('errors', () => {
  it('answers PostgREST codes with their statuses and the {code, details, hint, message} shape', async () => {
    const cases: Array<[string, () => PromiseLike<{ status: number; error: { code: string } | null }>, number, string]> = [
      ['unknown table', () => user.client.from('no_such_table').select('*'), 404, 'PGRST205'],
      ['unknown select column', () => user.client.from('content_history').select('id, nope'), 400, '42703'],
      ['unknown filter column', () => user.client.from('content_history').select('id').eq('nope', 1), 400, '42703'],
      ['unknown insert column', () => user.client.from('content_history').insert({ user_id: user.id, content_type: 'blog', nope: 1 }), 400, 'PGRST204'],
      ['not null', () => user.client.from('tone_templates').insert({ user_id: user.id, name: null }), 400, '23502'],
      ['check', () => user.client.from('content_history').insert({ user_id: user.id, content_type: 'poem' }), 400, '23514'],
      ['bad uuid', () => user.client.from('content_history').select('id').eq('id', 'not-a-uuid'), 400, '22P02'],
      ['bad timestamp', () => user.client.from('content_history').select('id').gt('created_at', 'yesterday-ish'), 400, '22007'],
      ['foreign key', () => admin.client.from('user_subscriptions').update({ plan_id: randomUUID() }).eq('user_id', user.id), 409, '23503'],
      ['anon write', () => backend.anon.from('content_history').insert({ user_id: user.id, content_type: 'blog' }), 401, '42501'],
      ['user write for another', () => other.client.from('content_history').insert({ user_id: user.id, content_type: 'blog' }), 403, '42501'],
      ['unknown embed', () => user.client.from('content_history').select('*, tone_templates(*)'), 400, 'PGRST200'],
    ];
    for (const [name, run, status, code] of cases) {
      const result = await run();
      expect({ name, status: result.status, code: result.error?.code }).toEqual({ name, status, code });
    }
    const raw = await backend.rest('/content_history?select=nope', { token: user.token });
    const body = (await raw.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.message).toBe('column content_history.nope does not exist');
  });

  it('an expired or forged token is 401 PGRST303 / PGRST301 (local backend: tokens signed here)', async () => {
    if (!backend.ctx) return;
    const { signToken } = await import('../server/harness/rest-backend.ts');
    const expired = await signToken(backend.ctx.config.jwtSecret, { sub: user.id }, Math.floor(Date.now() / 1000) - 60);
    const forged = await signToken('a-different-secret-of-at-least-32-characters', { sub: user.id });
    for (const [token, code] of [[expired, 'PGRST303'], [forged, 'PGRST301']] as const) {
      const response = await backend.rest('/content_history?select=id', { token });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe(code);
    }
  });
});

describe('rpc', () => {
  it('calls a function with named arguments as the caller; errors keep PostgREST codes', async () => {
    const summary = await admin.client.rpc('admin_usage_summary', { since: '2000-01-01T00:00:00Z' });
    expect(summary.error).toBeNull();
    expect(summary.data).toMatchObject({ uses: expect.any(Number), by_type: expect.any(Array) });
    const refused = await user.client.rpc('admin_usage_summary', { since: '2000-01-01T00:00:00Z' });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    const anon = await backend.anon.rpc('admin_usage_summary', {});
    expect(anon.status).toBe(401);
    const unknown = await user.client.rpc('no_such_function', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.no_such_function(a) in the schema cache' });
    const wrongArgs = await admin.client.rpc('admin_usage_summary', { until: 'now' });
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const badValue = await admin.client.rpc('admin_usage_summary', { since: 'not a date' });
    expect(badValue.status).toBe(400);
    const viaGet = await admin.client.rpc('admin_usage_summary', { since: '2000-01-01T00:00:00Z' }, { get: true });
    expect(viaGet.error).toBeNull();
    expect(viaGet.data).toEqual(summary.data);
  });
});
