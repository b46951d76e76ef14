// The composed app: health, CORS, the JSON 404 of unknown API paths, and the built
// PWA on the same origin (SPA fallback for navigations, cache headers, no escape
// from dist/).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServerContext } from '../../server/app.ts';
import type { ServerContext } from '../../server/context.ts';

let ctx: ServerContext;
let server: ServerType;
let base: string;
let root: string;
let dist: string;
const INDEX = '<!doctype html><title>Studio</title><div id="root"></div>';
const FAQ_PAGE = '<!doctype html><title>Studio</title><div id="root" data-prerendered="/faq"><h1>Frequently Asked Questions</h1></div>';
const LANDING_PAGE = '<!doctype html><title>Studio</title><div id="root" data-prerendered="/"><h1>Welcome</h1></div>';
const withKey = (html: string) => html.replace('<!doctype html>', `<!doctype html><meta name="supabase-anon-key" content="${ctx.config.anonKey}">`);

function rawGet(path: string, headers: Record<string, string> = { accept: 'text/html' }): Promise<{ status: number; body: string; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, encoding: res.headers['content-encoding'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'studio-root-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), 'TOP-SECRET');
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'prerendered', 'faq.html'), FAQ_PAGE);
  writeFileSync(join(dist, 'prerendered', 'index.html'), LANDING_PAGE);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Studio"}');
  writeFileSync(join(dist, 'assets', 'index-Bx3_9aQk.js'), 'console.log("app");');
  ctx = await createServerContext({ memory: true });
  server = serve({ fetch: createApp(ctx, { staticDir: dist }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.db.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the API side', () => {
  it('answers /health and JSON 404s for unknown API paths, never the app', async () => {
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    for (const path of ['/rest/v2/anything', '/functions/v1/no-such-function', '/realtime/v1/websocket', '/storage/v1/object/x', '/_dev/nothing']) {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html', apikey: ctx.config.anonKey } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('allows the app origin and localhost origins, echoes requested headers, exposes Content-Range', async () => {
    const preflight = await fetch(`${base}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization, apikey, x-client-info, prefer' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,apikey,x-client-info,prefer');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const get = await fetch(`${base}/rest/v1/subscription_plans?select=id`, { headers: { origin: 'http://127.0.0.1:4173', apikey: ctx.config.anonKey } });
    expect(get.headers.get('access-control-expose-headers')).toBe('Content-Range,X-Supabase-Api-Version,x-sb-error-code');
    const foreign = await fetch(`${base}/rest/v1/subscription_plans?select=id`, { headers: { origin: 'https://evil.example.net' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses API answers for clients that accept gzip, and only for them', async () => {
    const url = `${base}/rest/v1/master_prompts?select=*`;
    const auth = { apikey: ctx.config.serviceRoleKey, authorization: `Bearer ${ctx.config.serviceRoleKey}` };
    const gzipped = await fetch(url, { headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const rows = (await gzipped.json()) as unknown[];
    expect(rows.length).toBeGreaterThan(0);
    const plain = await rawGet('/rest/v1/master_prompts?select=*', { ...auth, accept: 'application/json' });
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(rows);
  });
});

describe('the built app', () => {
  it('serves index.html for any navigation without a page drawn ahead of time (the client renders its own 404)', async () => {
    for (const path of ['/?ref=newsletter', '/auth', '/dashboard', '/content?tab=blog', '/faq?q=refunds', '/no/such/page', '/about', '/index', '/faq/']) {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text(), path).toBe(withKey(INDEX));
    }
  });

  it('sends a public page drawn ahead of time to a navigation to its address, with the same headers as index.html', async () => {
    for (const [path, page] of [['/', LANDING_PAGE], ['/faq', FAQ_PAGE]] as const) {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text(), path).toBe(withKey(page));
    }
    // A script or image request for the address is not a navigation: no HTML.
    expect((await fetch(`${base}/faq`, { headers: { accept: 'image/avif,image/webp' } })).status).toBe(404);
  });

  it('answers curl and fetch() (Accept */* or none) at a page address with the app, never a file or an API path', async () => {
    for (const accept of ['*/*', undefined]) {
      const headers: Record<string, string> = accept ? { accept } : {};
      for (const [path, page] of [['/', LANDING_PAGE], ['/faq', FAQ_PAGE], ['/dashboard', INDEX], ['/content/blog', INDEX]] as const) {
        const response = await rawGet(path, headers);
        expect(response.status, `${path} with Accept ${accept}`).toBe(200);
        expect(response.body, path).toBe(withKey(page));
      }
      for (const path of ['/assets/gone-Ab12Cd34.js', '/logo.png']) {
        const response = await rawGet(path, headers);
        expect(response.status, `${path} with Accept ${accept}`).toBe(404);
        expect(response.body, path).not.toContain('<div id="root"');
      }
      // An API path without the project key is refused before any routing, never given the app.
      for (const path of ['/rest/v1/nothing', '/auth/v1/nothing']) {
        const response = await rawGet(path, headers);
        expect(response.status, `${path} with Accept ${accept}`).toBe(401);
        expect(response.body, path).not.toContain('<div id="root"');
      }
    }
    expect((await rawGet('/faq', { accept: 'application/json' })).status).toBe(404);
  });

  it('caches hashed assets for good and revalidates sw.js and the manifest', async () => {
    const asset = await fetch(`${base}/assets/index-Bx3_9aQk.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(await sw.text()).toContain('install');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const etag = manifest.headers.get('etag') ?? '';
    const again = await fetch(`${base}/manifest.webmanifest`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers a missing asset with 404 (not HTML) and never serves files outside dist/', async () => {
    const missing = await fetch(`${base}/assets/gone-Ab12Cd34.js`, { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    for (const path of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/assets/..%5c..%5csecret.txt']) {
      const response = await rawGet(path);
      expect(response.body, path).not.toContain('TOP-SECRET');
    }
  });
});
