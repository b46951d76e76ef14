import { describe, expect, it } from 'vitest';
import { pageHtml } from './vite-prerender.ts';

const INDEX = [
  '<!doctype html><html><head><title>Studio</title><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>',
  '<body><div id="root"><div class="shell"><p>Loading...</p></div></div></body></html>',
].join('');

describe('pageHtml', () => {
  it('puts the page in #root in place of the loading screen, marked with its path, and has the entry requested after the first paint', () => {
    const html = pageHtml(INDEX, '/faq', '<div class="app"><h1>Frequently Asked Questions</h1></div>');
    expect(html).toBe(
      [
        '<!doctype html><html><head><title>Studio</title><script defer src="/start-after-paint.js" data-entry="/assets/index-Ab12Cd34.js"></script></head>',
        '<body><div id="root" data-prerendered="/faq"><div class="app"><h1>Frequently Asked Questions</h1></div></div></body></html>',
      ].join(''),
    );
    expect(html).not.toContain('Loading...');
  });

  it("moves React's leading resource hints into <head>, so #root starts with the app's own element", () => {
    const html = pageHtml(INDEX, '/', '<link rel="preload" as="image" href="/favicon.svg"/><div class="app"><img src="/favicon.svg"/></div>');
    expect(html).toContain('<link rel="preload" as="image" href="/favicon.svg"/></head>');
    expect(html).toContain('<div id="root" data-prerendered="/"><div class="app">');
  });

  it('refuses an index.html without #root or without the entry, rather than write a page the app cannot take over', () => {
    expect(() => pageHtml(INDEX.replace('<div id="root">', '<div id="app">'), '/', '<div></div>')).toThrow('no <div id="root">');
    expect(() => pageHtml(INDEX.replace(' crossorigin', ''), '/', '<div></div>')).toThrow("no module script for the app's entry");
  });
});
