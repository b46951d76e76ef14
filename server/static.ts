// The built app (dist/) on the API's origin. A file that exists is served with its
// type; a request for a page (page-request.ts: a navigation, or curl's */* for a page
// address) gets the public page drawn ahead of time (dist/prerendered/) when there is
// one, else index.html, so the client router renders it (its own not-found page
// included); a missing asset is a plain 404, never HTML. sw.js and index.html are always
// revalidated so an update reaches the browser; hashed assets are cached for good.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { wantsPage } from './page-request.ts';
import { encodedVariant } from './static-files.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite's content hash in a file name: `index-B3x_9aQk.js`. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Paths of the API: never answered with the app's index.html. */
export const API_PREFIXES = ['/auth/', '/rest/', '/functions/', '/realtime/', '/storage/', '/graphql/', '/_dev/', '/health'];

/** API paths are below the prefixes ('/auth/v1/...'); the bare '/auth' is the app's sign-in page. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
}

function cacheControl(path: string): string {
  return path.startsWith('/assets/') && HASHED.test(path) ? IMMUTABLE : 'no-cache';
}

async function fileResponse(c: Context, original: string, urlPath: string): Promise<Response> {
  const { file, headers: encoding } = await encodedVariant(original, c.req.header('accept-encoding'));
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    ...encoding,
    'Content-Type': TYPES[extname(original).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(urlPath),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const body = c.req.method === 'HEAD' ? null : new Uint8Array(await readFile(file));
  return new Response(body, { status: 200, headers });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A page name: `/faq` (and `/` as `index`, never `/index`), never a nested or dotted path. */
const PAGE_PATH = /^\/([a-z][a-z0-9-]*)?$/;

/**
 * The page drawn ahead of time for a visitor's navigation to `path` (dist/prerendered/,
 * written by the build: scripts/vite-prerender.ts), when the address has no query: the
 * page was drawn without one.
 */
function prerenderedPage(root: string, path: string, url: string): string | undefined {
  const match = PAGE_PATH.exec(path);
  if (!match || match[1] === 'index' || new URL(url).search !== '') return undefined;
  return join(root, 'prerendered', `${match[1] ?? 'index'}.html`);
}

/** A GET/HEAD handler serving `staticDir`, with the SPA fallback. */
export function serveApp(staticDir: string) {
  const root = resolve(staticDir);
  const index = join(root, 'index.html');
  return async (c: Context): Promise<Response> => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    const file = resolve(root, `.${path}`);
    const inside = file === root || file.startsWith(root + sep);
    if (inside && !path.includes('\0') && (await isFile(file))) return fileResponse(c, file, path);
    if (!wantsPage(path, c.req.header('accept'), c.req.header('sec-fetch-mode'))) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    const drawn = prerenderedPage(root, path, c.req.url);
    if (drawn && (await isFile(drawn))) return fileResponse(c, drawn, '/index.html');
    if (await isFile(index)) return fileResponse(c, index, '/index.html');
    return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
  };
}
