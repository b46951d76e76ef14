// The grammar seam: every tool applies the rules of its language through the pack's
// grammar, and each rule the grammar offers is one some tool uses.

import { describe, expect, it, vi } from 'vitest';
import { generate, type TextTool } from '../all-tools.fixture.ts';
import { YOGA_INPUTS } from '../generate.fixture.ts';
import { buildCorpus } from './en/grammar/corpus.fixture.ts';
import { MARKDOWN_ARTICLE } from '../seo/seo-samples.fixture.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { EN_GRAMMAR } from './en/grammar/index.ts';

const { calls, watched } = vi.hoisted(() => {
  /** The grammar functions called, by path ("script.titleCase"). */
  const calls = new Set<string>();
  /** The grammar as it is, with every call recorded. */
  function watched<T extends object>(grammar: T, prefix = ''): T {
    return Object.fromEntries(
      Object.entries(grammar).map(([k, v]) => {
        if (typeof v !== 'function') return [k, v && typeof v === 'object' && !(v instanceof RegExp) && !Array.isArray(v) ? watched(v, `${prefix}${k}.`) : v];
        return [
          k,
          (...args: unknown[]) => {
            calls.add(prefix + k);
            return v(...args);
          },
        ];
      }),
    ) as T;
  }
  return { calls, watched };
});

vi.mock('./en/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./en/index.ts')>();
  return { EN: { ...original.EN, grammar: watched(original.EN.grammar) } };
});

const SEO_INPUT = { content: MARKDOWN_ARTICLE, keywords: ['yin yoga'], analysisType: 'existing', tone: 'Calm' } as const;

describe('the grammar seam', () => {
  it('has every tool apply its language’s rules through the pack', () => {
    const silent: string[] = [];
    for (const [tool, input] of [...Object.entries(YOGA_INPUTS), ['seo', SEO_INPUT] as const]) {
      calls.clear();
      generate(tool as TextTool, input as never, STUDIO);
      if (calls.size === 0) silent.push(tool);
    }
    expect(silent).toEqual([]);
  });

  it('offers no rule that no tool uses', () => {
    calls.clear();
    buildCorpus();
    generate('seo', SEO_INPUT, STUDIO);
    const entries = [
      ...Object.entries(EN_GRAMMAR).flatMap(([k, v]) => (typeof v === 'function' ? [k] : [])),
      ...Object.keys(EN_GRAMMAR.script).map((k) => `script.${k}`),
    ];
    expect(entries.filter((entry) => !calls.has(entry))).toEqual([]);
  });
});
