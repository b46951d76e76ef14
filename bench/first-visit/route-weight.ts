// The JavaScript a first-time visitor's browser downloads for one route, until the
// network is idle, in Chromium on the production build: each script response's body
// gzipped (the budget's unit, whatever the server sent) and the bytes on the wire.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export type RouteWeight = { path: string; files: number; gzipKb: number; wireKb: number };

/** `init` runs in the page before the app (a stored session for the signed-in routes). */
export async function routeWeight(browser: Browser, origin: string, path: string, init?: string): Promise<RouteWeight> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 412, height: 823 } });
  if (init) await context.addInitScript({ content: init });
  const page = await context.newPage();
  const seen = new Map<string, Promise<{ gzip: number; wire: number }>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || seen.has(response.url())) return;
    seen.set(
      response.url(),
      (async () => {
        // A worker's script (the app starts one when signed in) is fetched by the worker, whose
        // response body the page cannot read: the same file, asked for again, stands in for it.
        const body = await response.body().catch(() => context.request.get(response.url()).then((again) => again.body()));
        const sizes = await response.request().sizes();
        return { gzip: gzipSync(body).length, wire: sizes.responseBodySize };
      })(),
    );
  });
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(seen.values());
    const sum = (pick: (size: { gzip: number; wire: number }) => number) => sizes.reduce((total, size) => total + pick(size), 0) / 1024;
    return { path, files: sizes.length, gzipKb: sum((size) => size.gzip), wireKb: sum((size) => size.wire) };
  } finally {
    await context.close();
  }
}
