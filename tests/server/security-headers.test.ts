// The app and the API as a browser gets them from this backend: the app cannot be
// framed (clickjacking), no answer is content-sniffed, referrers stay on the origin,
// and the app's pages carry a script policy that allows only its own files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServerContext } from '../../server/app.ts';
import type { ServerContext } from '../../server/context.ts';

let ctx: ServerContext;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'app-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Studio</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  ctx = await createServerContext({ memory: true });
  app = createApp(ctx, { staticDir: dist });
});

afterAll(async () => {
  await ctx?.db.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost:4173${path}`, { headers: { host: 'localhost:4173', ...headers } });

function directives(policy: string | null): Record<string, string> {
  return Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+(.*)/s).slice(0, 2) as [string, string]));
}

describe('security headers', () => {
  it('the app page cannot be framed and runs only its own scripts', async () => {
    const response = await get('/studio', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toBe("'none'");
    // WebAssembly may compile (the grammar checker), JavaScript may not be eval'd or inlined.
    expect(csp['script-src']).toBe("'self' 'wasm-unsafe-eval'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['connect-src']).toBe("'self' ws://localhost:4173 wss://localhost:4173");
  });

  it('the service worker script carries the same policy', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(directives(response.headers.get('content-security-policy'))['script-src']).toBe("'self' 'wasm-unsafe-eval'");
  });

  it('API answers, errors included, are inert in a browser', async () => {
    const paths = ['/rest/v1/subscription_plans?select=name', '/rest/v1/nope', '/auth/v1/settings', '/health'];
    for (const path of paths) {
      const response = await get(path, { apikey: ctx.config.anonKey, authorization: `Bearer ${ctx.config.anonKey}` });
      expect({ path, csp: response.headers.get('content-security-policy'), frame: response.headers.get('x-frame-options') }).toEqual({
        path,
        csp: "default-src 'none'; frame-ancestors 'none'",
        frame: 'DENY',
      });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('a forged Host header cannot widen the policy', async () => {
    const response = await get('/', { accept: 'text/html', host: 'evil.example; script-src *' });
    expect(directives(response.headers.get('content-security-policy'))['connect-src']).toBe("'self'");
  });
});
