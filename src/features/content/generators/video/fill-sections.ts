// Writes script sections to word goals. A section has a lead (always said), extra
// sentences to fill its time (a finite list, or an endless pool for the main
// beats) and an optional closing line. Main beats share their budget by weight,
// but a beat with a finite list never gets more than it can say: the rest goes to
// the other beats, so the script as a whole lands on its target. A later take
// (`start`, from the variant) begins further along each section's extra sentences, so
// regenerating says other sentences in the same time: each take draws on its own half
// of every list and pool, so two takes in a row share hardly a sentence.

import { variantHalf } from '../shared/variant-take.ts';
import { countWords } from './sentence-pool.ts';
import type { Section } from './video-blueprint.ts';

/** Safety stop for an endless pool; far above what a 60-minute script needs. */
const MAX_EXTRA_SENTENCES = 2000;

export type FilledSection = { text: string; words: number };

function head(section: Section): string {
  return [section.label ? `${section.label}:` : '', section.lead].filter(Boolean).join(' ');
}

function extra(section: Section, k: number, start: number): string {
  if (typeof section.more === 'function') return section.more(k, start);
  return variantHalf(section.more, start)[k] ?? '';
}

/** The most words a section can say on take `start` (its half of a list), or Infinity for an endless pool. */
export function capacity(section: Section, start = 0): number {
  const fixed = countWords(head(section)) + (section.tail ? countWords(section.tail) : 0);
  if (typeof section.more === 'function') return Number.POSITIVE_INFINITY;
  return fixed + variantHalf(section.more, start).reduce((sum, sentence) => sum + countWords(sentence), 0);
}

/**
 * Writes one section, adding extra sentences only while each brings it closer to
 * `goal` words; a section without a lead always says its first extra sentence.
 */
export function fillSection(section: Section, goal: number, start = 0): FilledSection {
  const parts = [head(section)];
  let written = countWords(parts[0] ?? '') + (section.tail ? countWords(section.tail) : 0);
  for (let k = 0; k < MAX_EXTRA_SENTENCES; k += 1) {
    const sentence = extra(section, k, start);
    const words = countWords(sentence);
    const mustSay = k === 0 && section.lead === '';
    if (words === 0 || (!mustSay && written + words / 2 > goal)) break;
    parts.push(sentence);
    written += words;
  }
  if (section.tail) parts.push(section.tail);
  return { text: parts.filter(Boolean).join(' '), words: written };
}

/** Splits `budget` by weight; a section never gets more than its capacity, the excess goes to the others. */
export function allocate(budget: number, sections: readonly Section[], start = 0): number[] {
  const shares = sections.map(() => 0);
  let open = sections.map((_, index) => index);
  let remaining = budget;
  const weightOf = (index: number) => sections[index]?.weight ?? 0;
  while (open.length > 0) {
    const total = open.reduce((sum, index) => sum + weightOf(index), 0);
    const share = (index: number) => (total > 0 ? (remaining * weightOf(index)) / total : remaining / open.length);
    const full = open.filter((index) => share(index) >= capacity(sections[index]!, start));
    if (full.length === 0) {
      for (const index of open) shares[index] = share(index);
      break;
    }
    for (const index of full) {
      shares[index] = capacity(sections[index]!, start);
      remaining -= shares[index];
    }
    open = open.filter((index) => !full.includes(index));
  }
  return shares;
}

/** Fills the beats to their shares of `budget`, carrying any rounding over to the next beat. */
export function fillBeats(beats: readonly Section[], budget: number, start = 0): FilledSection[] {
  const shares = allocate(budget, beats, start);
  let planned = 0;
  let written = 0;
  return beats.map((beat, index) => {
    planned += shares[index] ?? 0;
    const filled = fillSection(beat, Math.round(planned) - written, start);
    written += filled.words;
    return filled;
  });
}
