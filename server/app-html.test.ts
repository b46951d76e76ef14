// The HTML pages as the server sends them: compressed as the browser accepts, and each
// page compressed once however the visitors' navigations alternate between pages.
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Compress, pageCompressor } from './app-html.ts';

const LANDING = `<!doctype html><title>Studio</title><div id="root" data-prerendered="/">${'<p>Breathe in, breathe out.</p>'.repeat(200)}</div>`;
const FAQ = `<!doctype html><title>Studio</title><div id="root" data-prerendered="/faq">${'<p>Can I cancel any time?</p>'.repeat(200)}</div>`;

/** Brotli and gzip, counting the pages each compressed. */
function counting(): { compress: Compress; calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const compress: Compress = (html, encoding) => {
    calls[encoding] = (calls[encoding] ?? 0) + 1;
    return encoding === 'br' ? brotliCompressSync(html) : gzipSync(html);
  };
  return { compress, calls };
}

const text = (body: BodyInit, encoding?: string) => {
  const bytes = Buffer.from(body as Uint8Array);
  return encoding === 'br' ? brotliDecompressSync(bytes).toString() : encoding === 'gzip' ? gunzipSync(bytes).toString() : String(body);
};

describe('pageCompressor', () => {
  it('compresses each page once per encoding while navigations alternate between pages', () => {
    const { compress, calls } = counting();
    const page = pageCompressor(compress);
    for (let visit = 0; visit < 5; visit += 1) {
      for (const html of [LANDING, FAQ]) {
        const brotli = page(html, 'gzip, deflate, br');
        expect(brotli.encoding).toBe('br');
        expect(text(brotli.body, brotli.encoding)).toBe(html);
        const gzip = page(html, 'gzip, deflate');
        expect(gzip.encoding).toBe('gzip');
        expect(text(gzip.body, gzip.encoding)).toBe(html);
      }
    }
    expect(calls).toEqual({ br: 2, gzip: 2 });
  });

  it('sends the page as it is to a client that accepts neither encoding, and a changed page compressed anew', () => {
    const { compress, calls } = counting();
    const page = pageCompressor(compress);
    expect(page(LANDING, 'identity')).toEqual({ body: LANDING });
    expect(page(LANDING, 'br;q=0, gzip;q=0')).toEqual({ body: LANDING });
    const changed = LANDING.replace('Studio', 'Studio, rebuilt');
    const first = page(LANDING, 'br');
    const second = page(changed, 'br');
    expect(text(first.body, first.encoding)).toBe(LANDING);
    expect(text(second.body, second.encoding)).toBe(changed);
    expect(calls).toEqual({ br: 2 });
  });

  it('hands each answer its own copy of the bytes, so one response cannot spoil the next', () => {
    const page = pageCompressor();
    const first = page(FAQ, 'br').body as Uint8Array;
    first.fill(0);
    const second = page(FAQ, 'br');
    expect(text(second.body, second.encoding)).toBe(FAQ);
  });
});
