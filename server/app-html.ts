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

type Compressed = { html: string; body: Uint8Array };

/** The page compressed as the browser accepts (brotli, else gzip), as the static files are; made once per page and encoding. */
function compressedPage(html: string, acceptEncoding: string | undefined, made: Map<string, Compressed>): { body: BodyInit; encoding?: string } {
  const accepted = acceptedEncodings(acceptEncoding);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (!encoding) return { body: html };
  let copy = made.get(encoding);
  if (copy?.html !== html) {
    const body = encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(html, { level: 9 });
    copy = { html, body };
    made.set(encoding, copy);
  }
  return { body: new Uint8Array(copy.body), encoding };
}

/** Wraps the static handler (static.ts): HTML answers get the meta tag, a key-bound ETag and compression. */
export function servingAnonKey(serve: (c: Context) => Promise<Response>, anonKey: string) {
  const keyTag = createHash('sha256').update(anonKey).digest('base64url').slice(0, 12);
  const made = new Map<string, Compressed>();
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
    const { body, encoding } = compressedPage(html, c.req.header('accept-encoding'), made);
    if (encoding) headers.set('content-encoding', encoding);
    return new Response(body, { status: 200, headers });
  };
}
