import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-link.tsx';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The shapes of a drawing: each rect and path with its geometry and colours, in order. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(rect|path)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) => {
    const pick = (name: string) => attributes?.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '';
    return [tag, pick('d'), pick('width'), pick('rx'), pick('fill'), pick('stroke'), pick('stroke-width')].join('|');
  });
}

describe('the brand mark', () => {
  it('is drawn alike in the favicon, the app header and index.html loading screen', () => {
    const favicon = shapes(read('../../../public/favicon.svg'));
    expect(favicon).toHaveLength(5);
    expect(shapes(renderToStaticMarkup(<BrandMark />))).toEqual(favicon);
    const loadingScreen = read('../../../index.html').match(/<svg viewBox="0 0 64 64"[\s\S]*?<\/svg>/)?.[0] ?? '';
    expect(shapes(loadingScreen)).toEqual(favicon);
  });
});
