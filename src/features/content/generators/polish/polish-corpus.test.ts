// The polish corpus: 400+ inputs across every text tool (studio kinds x places and
// acronyms typed in lower case x accented names x short and long fields x a profile or
// none x two contrasting tone templates x two variants), each take linted once by the
// editors' own Harper setup. Per tool: at most 1 issue per 1,000 words; no keyword or
// topic phrase over the density rule; no headline over 70 characters, carrying a whole
// field or two stock endings; no glued hashtag; places, acronyms and names in their case;
// the tone template followed; variant 1 sharing at most 30% of variant 0's sentences; no
// stock sentence or opening in more than one in five outputs. A rule a tool does not meet
// yet is flagged in POLISH_TARGETS: it may not get worse than its figure in POLISH_CEILINGS,
// and runs against its target in its own block (POLISH_PENDING=1).
//
// Left off, each for a reason: the SEO tool (it reports on the user's text and writes
// no prose); a headline the user typed (a blog title, an email subject: printed as
// written); the density rule under 150 words (a post says its keyword once or twice),
// and its share of the words for a phrase said once (a long topic the user typed);
// capitals throughout (a heading in capitals keeps "CAPE TOWN"). The template change
// and the variant overlap are a tool's average: one sentence of a four-sentence hero is
// already a quarter of it. Harper runs as the editors run it, no rule turned off here.

import { type Lint, LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpChecker } from '../../grammar/harper-setup.ts';
import { DEFAULT_LANGUAGE, languageEntry } from '../languages/languages.ts';
import { buildPolishCorpus, type PolishInput, type PolishTool } from './polish-corpus.fixture.ts';
import { figuresOf, textOf, type ToolFigures } from './polish-figures.fixture.ts';
import { POLISH_CEILINGS, POLISH_CHECKS, POLISH_TARGETS, type PolishCheck } from './polish-targets.fixture.ts';

/** Building and linting the corpus takes a minute on a quiet machine; the limit only catches a hang on a very busy one. */
const HANG_MS = 1_200_000;
const TOOLS = Object.keys(POLISH_TARGETS.enforced) as PolishTool[];
const { limits } = POLISH_TARGETS;

let corpus: PolishInput[] = [];
const figures = new Map<PolishTool, ToolFigures>();

beforeAll(async () => {
  const linter = new LocalLinter({ binary: binaryInlined });
  await setUpChecker(linter, languageEntry(DEFAULT_LANGUAGE).grammarCheck);
  corpus = buildPolishCorpus();
  const issues = new Map<PolishInput, string[]>();
  for (const input of corpus) {
    const text = textOf(input.take);
    const byRule: Record<string, Lint[]> = await linter.organizedLints(text);
    issues.set(
      input,
      Object.entries(byRule).flatMap(([rule, lints]) =>
        lints.map((lint) => {
          const { start, end } = lint.span();
          return `${input.label}: ${rule} "${lint.get_problem_text()}" in "…${text.slice(Math.max(0, start - 40), end + 30)}…"`;
        }),
      ),
    );
  }
  linter.dispose();
  for (const tool of TOOLS) figures.set(tool, figuresOf(tool, corpus, (input) => issues.get(input) ?? []));
  const rows = [...figures.values()];
  const words = rows.reduce((sum, f) => sum + f.words, 0);
  const found = rows.reduce((sum, f) => sum + f.issues.length, 0);
  console.info(`Polish corpus: ${corpus.length} inputs, ${words} words linted, ${((found * 1000) / words).toFixed(2)} issues per 1,000 words\n${table(rows)}`);
}, HANG_MS);

afterAll(() => figures.clear());

const pct = (share: number) => `${Math.round(share * 100)}%`;

function table(rows: ToolFigures[]): string {
  const head = ['tool', 'outputs', 'words', 'issues/1k', 'worst density', 'longest headline', 'glued tags', 'case slips', 'template change', 'variant overlap', 'top stock sentence', 'top opening'];
  const lines = rows.map((f) => [
    f.tool,
    String(f.outputs),
    String(f.words),
    ((f.issues.length * 1000) / Math.max(1, f.words)).toFixed(2),
    pct(f.worstDensity),
    String(f.longestHeadline),
    String(f.hashtagProblems.length),
    String(f.caseProblems.length),
    pct(f.templateChange),
    `${pct(f.variantOverlap)} (worst ${pct(f.worstVariantOverlap)})`,
    f.topStock ? `${pct(f.topStock.share)} "${f.topStock.sentence.slice(0, 50)}"` : '-',
    `${pct(f.topOpening.share)} "${f.topOpening.opening}"`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  return [head, ...lines].map((line) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')).join('\n');
}

const listed = (problems: string[]) => problems.slice(0, 20).join('\n');

/** One rule of one tool, as the tests assert it. */
function holds(tool: PolishTool, check: PolishCheck): void {
  const f = figures.get(tool);
  if (!f) throw new Error(`No figures for ${tool}`);
  if (check === 'grammar') expect((f.issues.length * 1000) / Math.max(1, f.words), listed(f.issues)).toBeLessThanOrEqual(limits.issuesPerThousand);
  if (check === 'density') expect(f.densityProblems, listed(f.densityProblems)).toEqual([]);
  if (check === 'headlines') expect(f.headlineProblems, listed(f.headlineProblems)).toEqual([]);
  if (check === 'hashtags') expect(f.hashtagProblems, listed(f.hashtagProblems)).toEqual([]);
  if (check === 'case') expect(f.caseProblems, listed(f.caseProblems)).toEqual([]);
  if (check === 'template') expect(f.templateChange, 'share of sentences the other template changed').toBeGreaterThanOrEqual(limits.minTemplateChange);
  if (check === 'variants') expect(f.variantOverlap, 'share of sentences variants 0 and 1 share').toBeLessThanOrEqual(limits.maxVariantOverlap);
  if (check === 'stock') expect(f.topStock?.share ?? 0, `"${f.topStock?.sentence}"`).toBeLessThanOrEqual(limits.maxStockShare);
  if (check === 'openings') expect(f.topOpening.share, `outputs opening "${f.topOpening.opening}"`).toBeLessThanOrEqual(limits.maxStockShare);
}

const pairs = (enforced: boolean) => TOOLS.flatMap((tool) => POLISH_CHECKS.filter((check) => POLISH_TARGETS.enforced[tool][check] === enforced).map((check) => [tool, check] as const));

it('holds 400+ inputs across every text tool', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(400);
  for (const tool of TOOLS) expect(figures.get(tool)?.outputs, tool).toBeGreaterThanOrEqual(30);
});

describe('the polish rules every tool meets', () => {
  it.each(pairs(true))('%s: %s', holds);
});

/** A pending rule's figure, as its ceiling reads it. */
function figureOf(f: ToolFigures, check: PolishCheck): number {
  if (check === 'grammar') return (f.issues.length * 1000) / Math.max(1, f.words);
  if (check === 'density') return f.worstDensity;
  if (check === 'headlines') return f.headlineProblems.length;
  if (check === 'hashtags') return f.hashtagProblems.length;
  if (check === 'case') return f.caseProblems.length;
  if (check === 'template') return f.templateChange;
  if (check === 'variants') return f.variantOverlap;
  if (check === 'stock') return f.topStock?.share ?? 0;
  return f.topOpening.share;
}

// Every tool meets every rule today; a tool or a language that joins may start with some rules pending.
describe.skipIf(pairs(false).length === 0)('the polish rules not yet met get no worse', () => {
  it.each(pairs(false))('%s: %s', (tool, check) => {
    const f = figures.get(tool);
    const ceiling = POLISH_CEILINGS[tool]?.[check];
    if (!f || ceiling === undefined) throw new Error(`${tool} ${check}: a rule not yet met needs its ceiling in POLISH_CEILINGS`);
    if (process.env.POLISH_REPORT) console.info(`${tool} ${check}: ${figureOf(f, check)}`);
    if (check === 'template') expect(figureOf(f, check), `${tool}: share of sentences the other template changed`).toBeGreaterThanOrEqual(ceiling);
    else expect(figureOf(f, check), `${tool} ${check}`).toBeLessThanOrEqual(ceiling);
  });
});

describe.runIf(process.env.POLISH_PENDING && pairs(false).length > 0)('polish targets not yet met (false in POLISH_TARGETS, switched on as the writers meet them)', () => {
  it.each(pairs(false))('%s: %s', holds);
});
