// The content of one page section under its H2, within 10% of the chosen word count:
// it leads with the page's facts its heading is about (the prices under "Pricing", the
// teachers under "Meet Our Teachers") and prints only stock sentences that claim nothing
// the studio did not say. Its own bank's sentences alternate with those of the next bank
// that name the studio, so a heading many studios pick reads differently from one studio
// to the next. The tone
// template's lean adds its own lines; each take draws on the other half of every bank,
// and the keyword appears at most twice per 300 words.

import { DEFAULT_SECTION_WORD_COUNT } from '#domain/studio-options.ts';
import { composeToTarget, paragraphs, preferLength } from '../shared/compose.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { countWords } from '../shared/count-words.ts';
import { factLines } from '../shared/facts/fact-lines.ts';
import { rngFor, shuffle } from '../shared/seed.ts';
import { renderAll } from '../shared/slots.ts';
import { variantHalf } from '../shared/template-lean.ts';
import { onceFits, withinKeywordBudget } from './keyword-budget.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

/** A section says at most this many of the lean's lines: they suit any page, so they would soon repeat. */
const LEAN_LINES = 3;

/** One item of each list in turn: a, x, b, y, c... */
const alternate = (first: readonly string[], second: readonly string[]) =>
  Array.from({ length: Math.max(first.length, second.length) }, (_, i) => [first[i], second[i]]).flat().filter((s): s is string => s !== undefined);

/** A bank sentence built from the studio's own words (its name, keyword, services, audience). */
const namesTheStudio = (template: string) => /\{\w+\}/.test(template);

export function generateSectionContent(input: WebsiteInput, h2: string, sectionWordCount: number, ctx: GeneratorContext = {}): string {
  const heading = requireHeadline(h2, 'h2');
  const { tone, voice, facts, keywords, slots, page, lean, variant, orderSeed } = websiteSetup(input, ctx);
  const { grammar } = voice.words;
  const target = sectionWordCount > 0 ? Math.round(sectionWordCount) : DEFAULT_SECTION_WORD_COUNT;
  const rng = rngFor('section', input, heading, target, facts, voice.personality, ...orderSeed);
  const mentioned = keywords.find((k) => heading.toLowerCase().includes(k.toLowerCase())) ?? keywords[0];
  // The heading's keyword is woven as any {kw}: its place after "in", its article; a keyword too long to say once in this length is named by its practice.
  const woven = mentioned && !onceFits(mentioned, target) ? grammar.bareKeyword(mentioned) : mentioned;
  const sectionSlots = { ...slots, kw: woven ? grammar.keywordPhrase(woven) : (slots.kw ?? '') };
  const honest = (sentences: readonly string[]) => sentences.filter(page.keeps);
  const drawn = (bank: readonly string[]) => variantHalf(shuffle(rng, honest(renderAll(bank, sectionSlots, voice))), variant);
  const given = factLines(page.sheet, voice, voice.words.website.factKindsForHeading(heading));
  const [own = [], next = [], ...backups] = voice.words.website.sectionBanks(heading);
  const shuffled = preferLength(drawn(own), voice);
  // The section names what its heading is about: a sentence with the keyword leads when the bank has one.
  const named = sectionSlots.kw ? shuffled.findIndex((sentence) => sentence.toLowerCase().includes(sectionSlots.kw.toLowerCase())) : -1;
  const ownSentences = named > 0 ? [shuffled[named] as string, ...shuffled.filter((_, index) => index !== named)] : shuffled;
  const leanLines = drawn(lean.sectionLines);
  const toneLines = drawn(voice.words.voice.phrases[tone].lines);
  const candidates = [
    ...ownSentences.slice(0, 2),
    ...leanLines.slice(0, 2),
    ...alternate(ownSentences.slice(2), drawn(next.filter(namesTheStudio))),
    ...leanLines.slice(2, LEAN_LINES),
    ...toneLines,
    ...backups.flatMap(drawn),
  ];
  const fillers = variantHalf(honest(renderAll(voice.words.voice.phrases[tone].fillers, sectionSlots, voice)), variant);
  const budgeted = [...keywords, ...(woven && woven !== mentioned ? [woven] : [])];
  const sentences = composeToTarget(target - countWords(given.join(' ')), withinKeywordBudget(candidates, budgeted, target, given), fillers);
  return paragraphs([...given, ...sentences], voice).join('\n\n');
}
