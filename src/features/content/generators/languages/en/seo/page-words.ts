// The English words of the SEO analysis about the page itself: its heading outline's
// problems, the meta description for a page with no content yet, and the page
// titles it suggests.

import { plural } from '../grammar/numbers.ts';
import type { Heading } from '../../../seo/seo-types.ts';
import type { TitleParts } from '../../../seo/title-parts.ts';

const quote = (heading: Heading) => `H${heading.level} "${heading.text}"`;

export const HEADER_ISSUES = {
  noH1: 'No H1 heading: give the page one main title (H1) that contains your primary keyword.',
  multipleH1: (h1s: readonly Heading[]) =>
    `${h1s.length} H1 headings (${h1s.map((h) => `"${h.text}"`).join(', ')}): keep one H1 as the page title and make the others H2.`,
  h1NotFirst: (first: Heading) => `The page starts with ${quote(first)} before its H1: put the H1 title above every other heading.`,
  skippedLevel: (previous: Heading, heading: Heading) =>
    `Skipped level: ${quote(previous)} is followed by ${quote(heading)}; use an H${previous.level + 1} there.`,
  noSubheadings: (wordCount: number) => `${plural(wordCount, 'word')} without subheadings: add an H2 every 200-300 words so readers can scan.`,
};

/** Sentences for a meta description when there is no content yet (keyword-led analyses). */
export function keywordLedSentences(primaryKeyword: string, location?: string, businessName?: string): string[] {
  const where = location?.trim() ? ` in ${location.trim()}` : '';
  const who = businessName?.trim() ? ` with ${businessName.trim()}` : '';
  return [
    `Discover ${primaryKeyword}${where}${who}.`,
    'Learn the benefits, how to start and what to expect, with practical tips for every level.',
    'Book your first session today.',
  ];
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Capitalises lowercase words ("yin yoga for beginners" -> "Yin Yoga for Beginners"); "CBD" stays. */
export function titleCase(phrase: string): string {
  return phrase
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      if (word !== word.toLowerCase() || (index > 0 && SMALL_WORDS.has(word))) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

const TONE_TITLES: Record<string, (kw: string) => string> = {
  Spiritual: (kw) => `${kw}: A Path Back to Yourself`,
  Wellness: (kw) => `${kw} for Everyday Wellbeing`,
  Inspirational: (kw) => `${kw}: Small Steps, Lasting Change`,
  Empathetic: (kw) => `${kw}: Gentle Support for Busy Lives`,
  Expert: (kw) => `${kw}: What the Research Says`,
  Authoritative: (kw) => `${kw}: What the Research Says`,
  Professional: (kw) => `${kw}: A Practical Guide`,
  Casual: (kw) => `${kw}, Made Simple`,
  Friendly: (kw) => `${kw}, Made Simple`,
  Conversational: (kw) => `Let's Talk About ${kw}`,
};

/** Page title candidates, most fitting first. */
export function titleCandidates({ kw, location, placed, business, existing, analysisType, tone }: TitleParts): string[] {
  const candidates: string[] = [];
  if (existing) candidates.push(`${kw}: ${existing}`);
  if (analysisType === 'local' && location) {
    const where = placed ? '' : ` in ${location}`;
    candidates.push(`${kw}${where}`, `Best ${kw}${where}${business ? ` | ${business}` : ''}`);
    candidates.push(placed ? `${kw}: Sessions & Booking` : `${kw} Near ${location}: Sessions & Booking`);
  }
  if (analysisType === 'competitor') candidates.push(`${kw}: What Most Studios Don't Tell You`);
  if (analysisType === 'keyword') candidates.push(`What Is ${kw}? Benefits, Tips & How to Start`);
  const toneTitle = TONE_TITLES[tone];
  if (toneTitle) candidates.push(toneTitle(kw));
  candidates.push(
    `${kw}: A Complete Beginner's Guide`,
    `7 Benefits of ${kw} You Can Feel`,
    `${kw} for Beginners: Where to Start`,
    `How to Start ${kw}: A Simple Plan`,
    `${kw} Guide${business ? ` | ${business}` : ''}`,
    `${kw} Tips`,
    `${kw} Basics`,
    kw,
  );
  return candidates;
}
