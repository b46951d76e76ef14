// The content of one page section under its H2, within 10% of the chosen word count:
// it leads with the page's facts its heading is about (the prices under "Pricing", the
// teachers under "Meet Our Teachers") and prints only stock sentences that claim nothing
// the studio did not say. The tone template's lean adds its own lines; each take draws
// on the other half of every bank, and the keyword appears at most twice per 300 words.

import { DEFAULT_SECTION_WORD_COUNT } from '#domain/studio-options.ts';
import { composeToTarget, paragraphs, preferLength } from '../shared/compose.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { rngFor, shuffle } from '../shared/seed.ts';
import { variantHalf } from '../shared/template-lean.ts';
import { withinKeywordBudget } from './keyword-budget.ts';
import { renderAll } from '../shared/slots.ts';
import { countWords } from '../shared/count-words.ts';
import { factLines } from '../shared/facts/fact-lines.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateSectionContent(input: WebsiteInput, h2: string, sectionWordCount: number, ctx: GeneratorContext = {}): string {
  const heading = requireHeadline(h2, 'h2');
  const { tone, voice, facts, keywords, slots, page, lean, variant, orderSeed } = websiteSetup(input, ctx);
  const target = sectionWordCount > 0 ? Math.round(sectionWordCount) : DEFAULT_SECTION_WORD_COUNT;
  const rng = rngFor('section', input, heading, target, facts, voice.personality, ...orderSeed);
  const mentioned = keywords.find((k) => heading.toLowerCase().includes(k.toLowerCase())) ?? keywords[0];
  // The heading's keyword is woven as any {kw}: its place after "in", its article.
  const sectionSlots = { ...slots, kw: mentioned ? voice.words.grammar.keywordPhrase(mentioned) : (slots.kw ?? '') };
  const honest = (sentences: readonly string[]) => sentences.filter(page.keeps);
  const given = factLines(page.sheet, voice, voice.words.website.factKindsForHeading(heading));
  const [own = [], ...backups] = voice.words.website.sectionBanks(heading);
  const shuffled = variantHalf(preferLength(shuffle(rng, honest(renderAll(own, sectionSlots, voice))), voice), variant);
  // The section names what its heading is about: a sentence with the keyword leads when the bank has one.
  const named = sectionSlots.kw ? shuffled.findIndex((sentence) => sentence.toLowerCase().includes(sectionSlots.kw.toLowerCase())) : -1;
  const ownSentences = named > 0 ? [shuffled[named] as string, ...shuffled.filter((_, index) => index !== named)] : shuffled;
  const leanLines = variantHalf(shuffle(rng, honest(renderAll(lean.sectionLines, sectionSlots, voice))), variant);
  const toneLines = variantHalf(shuffle(rng, honest(renderAll(voice.words.voice.phrases[tone].lines, sectionSlots, voice))), variant);
  const candidates = [
    ...ownSentences.slice(0, 2),
    ...leanLines.slice(0, 2),
    ...ownSentences.slice(2),
    ...leanLines.slice(2),
    ...toneLines,
    ...backups.flatMap((bank) => variantHalf(shuffle(rng, honest(renderAll(bank, sectionSlots, voice))), variant)),
  ];
  const fillers = variantHalf(honest(renderAll(voice.words.voice.phrases[tone].fillers, sectionSlots, voice)), variant);
  const sentences = composeToTarget(target - countWords(given.join(' ')), withinKeywordBudget(candidates, keywords, target, given), fillers);
  return paragraphs([...given, ...sentences], voice).join('\n\n');
}
