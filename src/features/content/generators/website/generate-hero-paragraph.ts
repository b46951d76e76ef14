// The hero paragraph under the chosen H1, within 10% of the chosen word count.

import { DEFAULT_HERO_WORD_COUNT } from '#domain/studio-options.ts';
import { composeToTarget, preferLength } from '../shared/compose.ts';
import { countWords } from '../shared/count-words.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { contextSeed, pick, rngFor, shuffle } from '../shared/seed.ts';
import { render, renderAll } from '../shared/slots.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

export function generateHeroParagraph(input: WebsiteInput, h1: string, heroWordCount: number, ctx: GeneratorContext = {}): string {
  const headline = requireHeadline(h1, 'h1');
  const { tone, voice, facts, slots } = websiteSetup(input, ctx);
  const target = heroWordCount > 0 ? Math.round(heroWordCount) : DEFAULT_HERO_WORD_COUNT;
  const rng = rngFor('hero', input, headline, target, facts, voice.personality, ...contextSeed(ctx));
  const phrases = voice.words.voice.phrases[tone];
  const words = voice.words.website;
  const invitation = render(pick(rng, words.heroInvitations), slots, voice);
  const body = composeToTarget(
    target - countWords(invitation),
    [
      render(pick(rng, words.heroOpeners), slots, voice),
      ...preferLength(shuffle(rng, [...renderAll(words.heroSentences, slots, voice), ...renderAll(phrases.lines, slots, voice)]), voice),
    ],
    renderAll(phrases.fillers, slots, voice),
  );
  return [...body, voice.energetic || tone === 'energetic' ? invitation.replace(/\.$/, '!') : invitation].join(' ');
}
