// The app's index.html as this backend serves it: with the backend's anon key in
// `<meta name="supabase-anon-key">`, which sync/config.ts reads at run time. The key is made
// from the data directory's own secret (jwt-secret.ts), so no build can carry it. The
// ETag covers the key, so a browser never keeps a copy that names another backend's key.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptedEncodings } from './static-files.ts';

export const ANON_KEY_META = 'supabase-anon-key';

const EXISTING_META = /<meta\s+name=["']supabase-anon-key["'][^>]*>\s*/gi;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `html` with the one meta tag naming `anonKey`, placed first in <head>. */
export function withAnonKeyMeta(html: string, anonKey: string): string {
  const meta = `<meta name="${ANON_KEY_META}" content="${escapeAttribute(anonKey)}">`;
  const clean = html.replace(EXISTING_META, '');
  // First in <head>; without one, after the doctype (before it would mean quirks mode).
  const head = /<head[^>]*>/i.exec(clean) ?? /^\s*<!doctype[^>]*>/i.exec(clean);
  if (!head) return `${meta}${clean}`;
  const at = head.index + head[0].length;
  return `${clean.slice(0, at)}${meta}${clean.slice(at)}`;
}

export type PageEncoding = 'br' | 'gzip';
export type Compress = (html: string, encoding: PageEncoding) => Uint8Array;

const compressAtBest: Compress = (html, encoding) =>
  encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(html, { level: 9 });

/** Pages kept compressed: the build's HTML files (index.html, the public pages drawn ahead) with room to spare. */
const KEPT_PAGES = 64;

/**
 * The page compressed as the browser accepts (brotli, else gzip), as the static files
 * are; each page and encoding compressed once. Brotli's best level costs 30-40 ms for a
 * public page drawn ahead (about 24 KB) on the thread that also answers the API (and on
 * PGlite runs every query), so one copy shared by all pages, made again whenever the next
 * answer was another page's, cost that much for nearly every visitor's first navigation.
 */
export function pageCompressor(compress: Compress = compressAtBest) {
  const made = new Map<string, Uint8Array>();
  return (html: string, acceptEncoding: string | undefined): { body: BodyInit; encoding?: PageEncoding } => {
    const accepted = acceptedEncodings(acceptEncoding);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
    if (!encoding) return { body: html };
    const key = `${encoding}\n${html}`;
    let body = made.get(key);
    if (!body) {
      body = compress(html, encoding);
      // The pages are the build's few files; a map past its size means the files changed: start again.
      if (made.size >= KEPT_PAGES) made.clear();
      made.set(key, body);
    }
    return { body: new Uint8Array(body), encoding };
  };
}

/** Wraps the static handler (static.ts): HTML answers get the meta tag, a key-bound ETag and compression. */
export function servingAnonKey(serve: (c: Context) => Promise<Response>, anonKey: string) {
  const keyTag = createHash('sha256').update(anonKey).digest('base64url').slice(0, 12);
  const compressedPage = pageCompressor();
  return async (c: Context): Promise<Response> => {
    const response = await serve(c);
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
    const headers = new Headers(response.headers);
    const etag = response.headers.get('etag');
    if (etag) headers.set('etag', `${etag.replace(/"$/, '')}-${keyTag}"`);
    if (etag && c.req.header('if-none-match') === headers.get('etag')) return new Response(null, { status: 304, headers });
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const html = withAnonKeyMeta(await response.text(), anonKey);
    headers.delete('content-length');
    headers.set('vary', 'Accept-Encoding');
    const { body, encoding } = compressedPage(html, c.req.header('accept-encoding'));
    if (encoding) headers.set('content-encoding', encoding);
    return new Response(body, { status: 200, headers });
  };
}
