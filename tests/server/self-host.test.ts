// A studio's own server must not be open to anyone who read Supabase's docs: tokens signed
// with the public demo secret are refused, each data directory keeps a secret of its own
// (readable by its owner only), and the app learns the key from the index.html it is served.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, createServerContext } from '../../server/app.ts';
import { makeApiKey } from '../../server/auth/jwt.ts';
import { SUPABASE_DEMO_JWT_SECRET } from '../../server/context.ts';
import { JWT_SECRET_FILE } from '../../server/jwt-secret.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

const DEMO_SERVICE_KEY = makeApiKey(SUPABASE_DEMO_JWT_SECRET, 'service_role');

describe('a default start', () => {
  it('refuses a service key and an admin token minted with the public demo secret', async () => {
    const ctx = await createServerContext({ memory: true });
    const app = createApp(ctx);
    const rows = await app.request('/rest/v1/user_subscriptions?select=*', { headers: { apikey: DEMO_SERVICE_KEY, authorization: `Bearer ${DEMO_SERVICE_KEY}` } });
    expect(rows.status).toBe(401);
    expect(await rows.json()).toMatchObject({ code: 'PGRST301' });

    const admin = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID(), aud: 'authenticated', app_metadata: { role: 'admin' } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SUPABASE_DEMO_JWT_SECRET));
    const user = await app.request('/auth/v1/user', { headers: { apikey: ctx.config.anonKey, authorization: `Bearer ${admin}`, 'x-supabase-api-version': '2024-01-01' } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'bad_jwt' });
    await ctx.db.close();
  });

  it('keeps one random secret per data directory, owner-readable only, across restarts', async () => {
    const dataDir = tempDir('studio-data-');
    const first = await createServerContext({ dataDir });
    await first.db.close();
    const second = await createServerContext({ dataDir });
    await second.db.close();
    const file = join(dataDir, JWT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(second.config.jwtSecret);
    expect(second.config.anonKey).toBe(first.config.anonKey);
    expect(second.config.jwtSecret).not.toBe(SUPABASE_DEMO_JWT_SECRET);

    const other = await createServerContext({ dataDir: tempDir('studio-data-') });
    await other.db.close();
    expect(other.config.anonKey).not.toBe(first.config.anonKey);
  });

  it('gives an in-memory backend a new secret every start', async () => {
    const [a, b] = await Promise.all([createServerContext({ memory: true }), createServerContext({ memory: true })]);
    expect(a.config.jwtSecret).not.toBe(b.config.jwtSecret);
    await Promise.all([a.db.close(), b.db.close()]);
  });
});

describe('the served app', () => {
  it("carries this backend's anon key in index.html, for every navigation", async () => {
    const dist = tempDir('studio-dist-');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>Studio</title></head><body></body></html>');
    const ctx = await createServerContext({ memory: true });
    const app = createApp(ctx, { staticDir: dist });
    for (const path of ['/', '/index.html', '/studio/blog']) {
      const page = await app.request(path, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const meta = /<meta name="supabase-anon-key" content="([^"]+)">/.exec(await page.text());
      expect(meta?.[1]).toBe(ctx.config.anonKey);
    }
    await ctx.db.close();
  });

  it('sends index.html compressed as the browser accepts, with the key inside', async () => {
    const dist = tempDir('studio-dist-');
    const shell = `<div id="root">${'<p class="text-stone-600">Loading...</p>'.repeat(40)}</div>`;
    writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><title>Studio</title></head><body>${shell}</body></html>`);
    const ctx = await createServerContext({ memory: true });
    const app = createApp(ctx, { staticDir: dist });
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const page = await app.request('/studio/blog', { headers: { accept: 'text/html', 'accept-encoding': accept } });
      expect(page.headers.get('content-encoding')).toBe(encoding);
      expect(page.headers.get('vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await page.arrayBuffer());
      expect(bytes.length).toBeLessThan(shell.length / 4);
      const html = decoders[encoding](bytes).toString('utf8');
      expect(html).toContain(shell);
      expect(html).toContain(ctx.config.anonKey);
    }
    const plain = await app.request('/', { headers: { accept: 'text/html' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(shell);
    await ctx.db.close();
  });

  it('does not let a browser keep an index.html that names another backend', async () => {
    const dist = tempDir('studio-dist-');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const [one, two] = await Promise.all([createServerContext({ memory: true }), createServerContext({ memory: true })]);
    const first = await createApp(one, { staticDir: dist }).request('/', { headers: { accept: 'text/html' } });
    const etag = first.headers.get('etag') ?? '';
    expect((await createApp(one, { staticDir: dist }).request('/', { headers: { accept: 'text/html', 'if-none-match': etag } })).status).toBe(304);
    const other = await createApp(two, { staticDir: dist }).request('/', { headers: { accept: 'text/html', 'if-none-match': etag } });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain(two.config.anonKey);
    await Promise.all([one.db.close(), two.db.close()]);
  });
});
