// JSON bodies that Postgres cannot store (a NUL character) or that are nested
// thousands deep used to answer 500 from auth and REST. Each is now a 4xx JSON error
// in the API's own shape, nothing is written, and the server keeps answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser } from './harness/rest-backend.ts';

let backend: RestBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startRestBackend({ local: true });
  user = await backend.newUser('bodies');
});

afterAll(async () => {
  await backend?.stop();
});

function auth(path: string, method: string, body: string, token?: string): Promise<Response> {
  return fetch(`${backend.url}/auth/v1${path}`, {
    method,
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token ?? backend.anonKey}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body,
  });
}

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

async function countUsers(): Promise<number> {
  const result = await backend.ctx!.db.asSuperuser((tx) => tx.query<{ n: number }>('select count(*)::int as n from auth.users'));
  return result.rows[0]?.n ?? -1;
}

describe('auth bodies', () => {
  it('refuses a NUL in metadata and JSON nested 5,000 to 20,000 deep with 400 bad_json', async () => {
    const users = await countUsers();
    const nulMetadata = (extra: Record<string, unknown>) => JSON.stringify({ ...extra, data: { full_name: 'a\u0000b' } });
    const cases: Array<[string, Promise<Response>]> = [
      ['signup NUL', auth('/signup', 'POST', nulMetadata({ email: 'nul@example.com', password: 'Sturdy-pass-42' }))],
      ['otp NUL', auth('/otp', 'POST', nulMetadata({ email: 'nul-otp@example.com', create_user: true }))],
      ['PUT /user NUL', auth('/user', 'PUT', nulMetadata({}), user.token)],
      ['signup 5,000 deep', auth('/signup', 'POST', `{"email":"deep@example.com","password":"Sturdy-pass-42","data":{"x":${deep(5000)}}}`)],
      ['signup 20,000 deep', auth('/signup', 'POST', `{"email":"deep2@example.com","password":"Sturdy-pass-42","data":{"x":${deep(20000)}}}`)],
      ['PUT /user deep', auth('/user', 'PUT', `{"data":{"x":${deep(10000)}}}`, user.token)],
    ];
    for (const [name, pending] of cases) {
      const response = await pending;
      const body = (await response.json()) as { code?: string; message?: string };
      expect({ name, status: response.status, code: body.code }).toEqual({ name, status: 400, code: 'bad_json' });
      expect(body.message, name).toMatch(/NUL|nested deeper/);
    }
    expect(await countUsers()).toBe(users);
  });
});

describe('REST bodies', () => {
  it('refuses a NUL and deep nesting with 400 PGRST102, writing nothing', async () => {
    const cases: Array<[string, string, string]> = [
      ['insert NUL', '/content_history', JSON.stringify({ user_id: user.id, content_type: 'blog', title: 'a\u0000b' })],
      ['insert deep', '/generator_drafts', `{"id":"${user.id}:blog","user_id":"${user.id}","content_type":"blog","output":${deep(20000)}}`],
      ['rpc deep', '/rpc/sync_push', `{"p_table":"content_history","p_rows":${deep(5000)}}`],
    ];
    for (const [name, path, body] of cases) {
      const response = await backend.rest(path, { method: 'POST', token: user.token, body });
      const json = (await response.json()) as { code?: string };
      expect({ name, status: response.status, code: json.code }).toEqual({ name, status: 400, code: 'PGRST102' });
    }
    const { data } = await user.client.from('content_history').select('id');
    expect(data).toEqual([]);
  });

  it('still answers afterwards, and ordinary nesting is accepted', async () => {
    const output = { sections: [{ blocks: [{ lines: [{ text: 'Breathe in' }] }] }] };
    const { error } = await user.client.from('generator_drafts').insert({ id: `${user.id}:blog`, user_id: user.id, content_type: 'blog', output });
    expect(error).toBeNull();
    const health = await fetch(`${backend.url}/health`);
    expect(health.status).toBe(200);
  });
});
