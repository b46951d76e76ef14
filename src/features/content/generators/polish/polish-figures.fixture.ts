// Each tool's figures over the polish corpus, from the shared measures: words and
// grammar issues, keyword and topic density, headlines, hashtags, names and acronyms
// in their case, how much the tone template and the next variant change, and the
// stock sentence and the opening said most often. A headline the user typed (a blog title, an email
// subject) is theirs, not the writer's: the headline rules read the others.

import { countWords } from '../shared/count-words.ts';
import { densityProblems, hashtagProblems, headlineProblems, normalised, openingOf, phraseUses, sharedSentenceShare, stockSentences } from './measures.ts';
import type { PolishInput, PolishTool, Take } from './polish-corpus.fixture.ts';

export type ToolFigures = {
  tool: PolishTool;
  outputs: number;
  words: number;
  issues: string[];
  worstDensity: number;
  densityProblems: string[];
  longestHeadline: number;
  headlineProblems: string[];
  hashtagProblems: string[];
  caseProblems: string[];
  /** The share of sentences the other template changed, on average. */
  templateChange: number;
  /** The share of variant 1's sentences shared with variant 0, on average, and the worst. */
  variantOverlap: number;
  worstVariantOverlap: number;
  topStock: { sentence: string; share: number } | undefined;
  /** The opening (first four words) most outputs share, and that share. */
  topOpening: { opening: string; share: number };
};

/** The text a take is linted and searched as: its headlines, then its prose. */
export const textOf = (take: Take) => [...take.headlines, take.prose].filter(Boolean).join('\n\n');

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name's letters, each matching itself or itself without its accent, in any case. */
function loosePattern(cased: string): RegExp {
  const letters = [...cased].map((char) => {
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (char === ' ') return '\\s+';
    if (char === ':') return '\\s*:\\s*';
    return bare === char ? literal(char) : `[${char}${bare}]`;
  });
  return new RegExp(`(?<![\\p{L}\\d])${letters.join('')}(?![\\p{L}\\d])`, 'giu');
}

/** Where a name, place or acronym comes out in another case or without its accents (capitals throughout are a heading's). */
export function caseSlips(text: string, cased: string): string[] {
  return [...text.matchAll(loosePattern(cased))].map((match) => match[0]).filter((written) => written !== cased && written !== cased.toUpperCase()).map((written) => `"${written}" for "${cased}"`);
}

function mostCommon(openings: string[]): { opening: string; share: number } {
  const counts = new Map<string, number>();
  for (const opening of openings) counts.set(opening, (counts.get(opening) ?? 0) + 1);
  const [opening, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { opening, share: n / Math.max(1, openings.length) };
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

export function figuresOf(tool: PolishTool, inputs: readonly PolishInput[], issuesOf: (input: PolishInput) => string[]): ToolFigures {
  const own = inputs.filter((input) => input.tool === tool);
  const density: string[] = [];
  const headlines: string[] = [];
  const tags: string[] = [];
  const cases: string[] = [];
  let worstDensity = 0;
  let longestHeadline = 0;
  for (const input of own) {
    const typed = new Set(input.inputs.map(normalised));
    for (const take of [input.take, input.otherTemplate, input.otherVariant]) {
      // A platform's post is read alone: the Instagram and the LinkedIn post each name the keyword and carry the tags.
      const parts = take.parts ?? [take];
      for (const phrase of input.phrases) {
        for (const part of parts) {
          density.push(...densityProblems(part.prose, phrase).map((p) => `${input.label}: ${p}`));
          const total = countWords(part.prose);
          const uses = phraseUses(part.prose, phrase);
          // As the density rule reads it: a phrase said once is no share of the words.
          if (total >= 150 && uses >= 2) worstDensity = Math.max(worstDensity, (uses * countWords(phrase)) / total);
        }
      }
      for (const headline of take.headlines.filter((line) => !typed.has(normalised(line)))) {
        longestHeadline = Math.max(longestHeadline, headline.length);
        headlines.push(...headlineProblems(headline, input.fields).map((p) => `${input.label}: ${p}`));
      }
      for (const part of parts) tags.push(...hashtagProblems(part.hashtags).map((p) => `${input.label}: ${p}`));
      for (const cased of input.cased) cases.push(...caseSlips(textOf(take), cased).map((p) => `${input.label}: ${p}`));
    }
  }
  const overlaps = own.map((input) => {
    const [first, second] = input.variant === 0 ? [input.take, input.otherVariant] : [input.otherVariant, input.take];
    return sharedSentenceShare(textOf(first), textOf(second), input.inputs);
  });
  const stock = stockSentences(own.map((input) => ({ text: textOf(input.take), inputs: input.inputs })), 0);
  return {
    tool,
    outputs: own.length,
    words: own.reduce((sum, input) => sum + countWords(textOf(input.take)), 0),
    issues: own.flatMap(issuesOf),
    worstDensity,
    densityProblems: density,
    longestHeadline,
    headlineProblems: headlines,
    hashtagProblems: tags,
    caseProblems: cases,
    templateChange: mean(own.map((input) => 1 - sharedSentenceShare(textOf(input.take), textOf(input.otherTemplate), input.inputs))),
    variantOverlap: mean(overlaps),
    worstVariantOverlap: Math.max(0, ...overlaps),
    topStock: stock[0],
    topOpening: mostCommon(own.map((input) => openingOf(textOf(input.take)))),
  };
}
