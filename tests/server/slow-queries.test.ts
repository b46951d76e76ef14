// One caller must not hold up everyone else. The local database runs on the server's
// only thread and cannot cancel a statement, so what could run unbounded is refused
// before it reaches the database: catastrophic regex filters and oversized sync_push
// batches. Each attack is sent while another user asks for pricing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser } from './harness/rest-backend.ts';

let backend: RestBackend;
let attacker: TestUser;

beforeAll(async () => {
  backend = await startRestBackend({ local: true });
  attacker = await backend.newUser('slow-attacker');
  // 'a' x 1201 + 'b': with `^(a*)(a*)\2\1b$` this row took 3.4 s of the whole server.
  const { error } = await attacker.client.from('content_history').insert({ user_id: attacker.id, content_type: 'blog', title: `${'a'.repeat(1201)}b`.slice(0, 300), content: `${'a'.repeat(1201)}b` });
  expect(error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

/** Sends `attack` and, once it is on the wire, an anonymous pricing request; both answers. */
async function duringAttack(attack: () => Promise<Response>) {
  const started = Date.now();
  const attackDone = attack().then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string; message?: string }, at: Date.now() - started }));
  const pricingDone = backend.rest('/subscription_plans?select=name,price&is_active=eq.true').then(async (response) => ({ status: response.status, rows: ((await response.json()) as unknown[]).length, at: Date.now() - started }));
  const [refused, pricing] = await Promise.all([attackDone, pricingDone]);
  return { refused, pricing };
}

async function historyDigest(): Promise<string> {
  const result = await backend.ctx!.db.asSuperuser((tx) => tx.query<{ d: string }>(`select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t.id)), '') as d from public.content_history t`));
  return result.rows[0]?.d ?? '';
}

describe('a catastrophic regular expression', () => {
  const patterns = ['^(a*)(a*)\\2\\1b$', '^(a*)(a*)(a*)\\3\\2\\1b$', '(.{1,200}){1,200}\\1b', '(a*)*b', '(?=a*)(?=a*)(?=a*)b', 'a{1000}', `${'(a|b)'.repeat(60)}`];

  it('is refused with a 400 while pricing answers at once', async () => {
    for (const pattern of patterns) {
      const path = `/content_history?select=id&content=match.${encodeURIComponent(pattern)}`;
      const { refused, pricing } = await duringAttack(() => backend.rest(path, { token: attacker.token }));
      expect({ pattern, status: refused.status, code: refused.body.code }).toEqual({ pattern, status: 400, code: 'PGRST100' });
      expect(refused.body.message).toContain('failed to parse filter');
      expect(pricing.status).toBe(200);
      expect(pricing.rows).toBeGreaterThan(0);
      expect(pricing.at).toBeLessThan(Math.max(refused.at + 1000, 5000));
    }
  });

  it('is refused inside a logic tree and as imatch, anonymously too', async () => {
    const attacks = [
      `/content_history?or=(title.match.${encodeURIComponent('^(a*)(a*)\\2\\1b$')},id.is.null)`,
      `/content_history?title=imatch.${encodeURIComponent('^(a*)(a*)\\2\\1b$')}`,
      `/subscription_plans?name=match.${encodeURIComponent('(.{1,200}){1,200}\\1b')}`,
    ];
    for (const path of attacks) {
      const response = await backend.rest(path, path.startsWith('/subscription') ? {} : { token: attacker.token });
      expect(response.status, path).toBe(400);
    }
  });

  it('leaves ordinary patterns working', async () => {
    const response = await backend.rest(`/content_history?select=id&content=match.${encodeURIComponent('^a{3}(a|b)+$')}`, { token: attacker.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });
});

describe('an oversized sync_push batch', () => {
  const row = () => ({ row: { id: randomUUID(), user_id: attacker.id, content_type: 'blog', title: 'x', _deleted: false }, base: null });

  it('of 10,000 rows is refused before the database, and nothing is written', async () => {
    const before = await historyDigest();
    const body = JSON.stringify({ p_table: 'content_history', p_rows: Array.from({ length: 10_000 }, row) });
    const { refused, pricing } = await duringAttack(() => backend.rest('/rpc/sync_push', { method: 'POST', token: attacker.token, body }));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('22023');
    expect(refused.body.message).toContain('at most 500 rows');
    expect(pricing.status).toBe(200);
    expect(await historyDigest()).toBe(before);
  });

  it('of the app size (250 rows) is written', async () => {
    const rows = Array.from({ length: 250 }, row);
    const { data, error } = await attacker.client.rpc('sync_push', { p_table: 'content_history', p_rows: rows });
    expect(error).toBeNull();
    expect((data as Array<{ status: string }>).every((outcome) => outcome.status === 'ok')).toBe(true);
  });
});

describe('statement time limits', () => {
  it('are set per role as on a hosted project (anon 3 s, authenticated 8 s)', async () => {
    const result = await backend.ctx!.db.asSuperuser((tx) =>
      tx.query<{ rolname: string; rolconfig: string[] }>(`select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated') order by rolname`),
    );
    expect(result.rows).toEqual([
      { rolname: 'anon', rolconfig: ['statement_timeout=3s'] },
      { rolname: 'authenticated', rolconfig: ['statement_timeout=8s'] },
    ]);
  });
});
