// Grammar as a measured property of the text tools, in every language they write:
// a corpus of a few hundred inputs across every tool, each text linted once by the
// language's checker (Harper, an offline grammar checker, one shared WASM instance, set
// up as the editors' check is),
// with at most 1 issue per 1,000 words, no unfilled slot, no doubled word and no
// sentence without a verb.

import { type Lint, LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpChecker } from '../../grammar/harper-setup.ts';
import { CORPORA } from '../languages/corpora.fixture.ts';
import type { CorpusText } from '../languages/en/grammar/corpus.fixture.ts';
import { LANGUAGES } from '../languages/languages.ts';
import { countWords } from '../shared/count-words.ts';

/** Linting the corpus takes about 12 s on an idle 2-core machine and 40-75 s on a busy one: the limit only catches a hang. */
const HANG_MS = 300_000;

for (const { code, name, grammarCheck: check } of LANGUAGES) {
  let linter: LocalLinter;
  let corpus: { inputs: number; texts: CorpusText[] };

  beforeAll(async () => {
    linter = new LocalLinter({ binary: binaryInlined });
    await setUpChecker(linter, check);
    corpus = CORPORA[code].build();
  }, HANG_MS);

  afterAll(() => linter?.dispose());

  const sentencesOf = (text: string) =>
    text
      .split(/\n+/)
      .filter((line) => /[.!?]["”)]?$/.test(line.trim()) && !/^(•|-|→|\d+\.)\s/.test(line.trim()) && !line.includes(': '))
      .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z])/));

  describe(`the text tools write grammatical ${name}`, () => {
    it('holds to at most 1 grammar issue per 1,000 words across a corpus of 200+ inputs', async () => {
      expect(corpus.inputs).toBeGreaterThanOrEqual(200);
      let words = 0;
      const issues: string[] = [];
      for (const text of corpus.texts) {
        const whole = [...text.prose, ...text.lines].join('\n\n');
        words += countWords(whole);
        const byRule: Record<string, Lint[]> = await linter.organizedLints(whole);
        for (const [rule, lints] of Object.entries(byRule)) {
          for (const lint of lints) {
            const { start, end } = lint.span();
            issues.push(`${text.label}: ${rule} "${lint.get_problem_text()}" in "…${whole.slice(Math.max(0, start - 50), end + 30)}…"`);
          }
        }
      }
      const perThousand = (issues.length * 1000) / words;
      console.info(`${name} grammar corpus: ${corpus.inputs} inputs, ${corpus.texts.length} texts, ${words} words, ${issues.length} issues, ${perThousand.toFixed(2)} per 1,000 words`);
      if (process.env.GRAMMAR_REPORT) console.info(issues.join('\n'));
      expect(perThousand, issues.slice(0, 200).join('\n')).toBeLessThanOrEqual(1);
    }, HANG_MS);

    it('leaves no unfilled slot and no doubled word', () => {
      for (const text of corpus.texts) {
        const all = [...text.prose, ...text.lines].join('\n');
        expect(all, text.label).not.toMatch(/\{\w+\}|\bundefined\b|\bnull\b|\bNaN\b/);
        expect(all.match(/\b(\w+)[ \t]+\1\b/i)?.[0], text.label).toBeUndefined();
      }
    });

    it('gives every sentence a verb', () => {
      const verbless = corpus.texts.flatMap((text) =>
        text.prose.flatMap(sentencesOf).filter((s) => countWords(s) > 2 && !CORPORA[code].hasVerb(s)).map((s) => `${text.label}: ${s}`),
      );
      expect(verbless, verbless.slice(0, 20).join('\n')).toEqual([]);
    });
  });
}
