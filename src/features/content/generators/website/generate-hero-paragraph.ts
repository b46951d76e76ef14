// The hero paragraph under the chosen H1, within 10% of the chosen word count: it
// carries every fact of the page's description and brief, and stock sentences only
// where they claim nothing the studio did not say. The facts win over the count.

import { DEFAULT_HERO_WORD_COUNT } from '#domain/studio-options.ts';
import { composeToTarget, preferLength } from '../shared/compose.ts';
import { countWords } from '../shared/count-words.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { contextSeed, pick, rngFor, shuffle } from '../shared/seed.ts';
import { render, renderAll } from '../shared/slots.ts';
import { factLines } from '../shared/facts/fact-lines.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateHeroParagraph(input: WebsiteInput, h1: string, heroWordCount: number, ctx: GeneratorContext = {}): string {
  const headline = requireHeadline(h1, 'h1');
  const { tone, voice, facts, slots, page } = websiteSetup(input, ctx);
  const target = heroWordCount > 0 ? Math.round(heroWordCount) : DEFAULT_HERO_WORD_COUNT;
  const rng = rngFor('hero', input, headline, target, facts, voice.personality, ...contextSeed(ctx));
  const phrases = voice.words.voice.phrases[tone];
  const words = voice.words.website;
  const honest = (sentences: readonly string[]) => sentences.filter(page.keeps);
  // A fixed-date event is invited to on its date; an open class to a first session.
  const invitation = page.dated ? words.datedInvitation(page.dated) : render(pick(rng, words.heroInvitations), slots, voice);
  const openers = honest(renderAll(words.heroOpeners, slots, voice));
  // A plain audience is spoken to in the first sentence.
  const toAudience = facts.hasAudience ? openers.filter((line) => line.includes(facts.audience)) : [];
  const opener = openers.length > 0 ? pick(rng, toAudience.length > 0 ? toAudience : openers) : undefined;
  const given = factLines(page.sheet, voice);
  const body = composeToTarget(
    target - countWords(invitation) - countWords(given.join(' ')) - countWords(opener ?? ''),
    preferLength(shuffle(rng, honest([...renderAll(words.heroSentences, slots, voice), ...renderAll(phrases.lines, slots, voice)])), voice),
    honest(renderAll(phrases.fillers, slots, voice)),
  );
  const close = voice.energetic || tone === 'energetic' ? invitation.replace(/\.$/, '!') : invitation;
  return [...(opener ? [opener] : []), ...given, ...body, close].join(' ');
}
