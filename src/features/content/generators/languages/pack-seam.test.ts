// The language seam: every tool reaches its words through the pack of the context's
// language. With the English pack's words marked, every tool's output carries the
// mark; no tool imports a pack's files around packs.ts, and no tool holds a
// language's grammar (its word tagger, its phrase rules) of its own.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { generate, type TextTool } from '../all-tools.fixture.ts';
import { YOGA_INPUTS } from '../generate.fixture.ts';
import { MARKDOWN_ARTICLE } from '../seo/seo-samples.fixture.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';

const { MARK, marked } = vi.hoisted(() => {
  const MARK = 'Zqx';
  /** Every word of a pack marked: each string gets the mark in front; functions mark what they return. */
  function marked<T>(value: T, key = ''): T {
    // The grammar shapes words rather than holding them; grammar-seam.test.ts watches it.
    if (key === 'language' || key === 'key' || key === 'grammar') return value;
    if (typeof value === 'string') return `${MARK} ${value}` as T;
    if (typeof value === 'function') return ((...args: unknown[]) => marked(value(...args))) as T;
    if (Array.isArray(value)) return value.map((item) => marked(item)) as T;
    if (value && typeof value === 'object' && !(value instanceof RegExp)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v, k)])) as T;
    }
    return value;
  }
  return { MARK, marked };
});

vi.mock('./en/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./en/index.ts')>();
  return { EN: marked(original.EN) };
});

const HERE = import.meta.dirname;

function toolFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith('languages') ? [] : toolFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|fixture)\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the language pack seam', () => {
  it('gives every tool its words from the pack', () => {
    const runs: [string, unknown][] = [
      ...Object.entries(YOGA_INPUTS).map(([tool, input]) => [tool, generate(tool as TextTool, input as never, STUDIO)] as [string, unknown]),
      ['seo', generate('seo', { content: MARKDOWN_ARTICLE, keywords: ['yin yoga'], analysisType: 'existing', tone: 'Calm' }, STUDIO)],
    ];
    expect(runs).toHaveLength(13);
    for (const [tool, output] of runs) expect(JSON.stringify(output), tool).toMatch(new RegExp(MARK, 'i'));
  });

  it('lets no tool import a pack’s files except through packs.ts', () => {
    const generators = join(HERE, '..');
    const around = toolFiles(generators).filter((path) => /from '[./]*languages\/[a-z]{2}\//.test(readFileSync(path, 'utf8')));
    expect(around.map((path) => relative(generators, path))).toEqual([]);
  });

  it('keeps the rules of a language (its word tagger, its phrase rules) inside its pack', () => {
    const generators = join(HERE, '..');
    const files = toolFiles(generators);
    const tagging = files.filter((path) => /from 'compromise'/.test(readFileSync(path, 'utf8')));
    expect(tagging.map((path) => relative(generators, path))).toEqual([]);
    const left = ['shared/phrase.ts', 'shared/keyword-phrase.ts', 'video/script-text.ts'].filter((path) => files.includes(join(generators, path)));
    expect(left).toEqual([]);
  });
});
