// Ten distinct blog title suggestions built from the focus keywords.

import { BLOG_MESSAGES } from '#domain/tools/blog.ts';
import { BLOG_TITLE_SUGGESTIONS } from '#domain/studio-options.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { withPlainAudience } from '../shared/plain-audience.ts';
import { brandVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { contextSeed, pick, rngFor, shuffle } from '../shared/seed.ts';
import { fillHeadline, headlineAudience, keywordValues } from '../shared/headline.ts';
import { fitsVoice } from '../shared/slots.ts';
import { cleanList } from '../shared/text.ts';

export type BlogTitlesInput = { keywords: readonly string[]; targetAudience?: string };

const NUMBERS = ['3', '5', '7', '10'];

export function generateBlogTitles(input: BlogTitlesInput, ctx: GeneratorContext = {}): string[] {
  const given = cleanList(input.keywords);
  if (given.length === 0) {
    const { title, description } = BLOG_MESSAGES.missingKeywords;
    throw new GeneratorValidationError(title, description);
  }
  // A place keyword qualifies the practice ("Yin Yoga in Port Louis"), never leads a title as one.
  const voice = brandVoice(ctx);
  const { grammar } = voice.words;
  const keywords = grammar.joinPlaceKeywords(given);
  // The audience steers: a title names it only when it is short and plain.
  const facts = withPlainAudience(brandFacts(ctx), ctx, input.targetAudience);
  const rng = rngFor('blog-titles', keywords, facts.audience, facts.business, voice.personality, ...contextSeed(ctx));
  const patterns = shuffle(
    rng,
    voice.words.blog.titlePatterns.filter(
      (p) =>
        fitsVoice(p, voice) &&
        (keywords.length > 1 || !p.includes('{kw2}')) &&
        (facts.hasAudience || !p.includes('{audience}')),
    ),
  ).map((p) => p.replace(/^\[[sp]\] /, ''));

  const titles: string[] = [];
  const seen = new Set<string>();
  // Rotate keywords so each one leads at least one title; a second pass over the
  // patterns with the next keyword guarantees ten even if some titles collide.
  for (let round = 0; titles.length < BLOG_TITLE_SUGGESTIONS && round < keywords.length + 3; round += 1) {
    patterns.forEach((pattern, index) => {
      if (titles.length >= BLOG_TITLE_SUGGESTIONS) return;
      const k = (index + round) % keywords.length;
      // A practice in a named place is not one to do at home.
      if (/ in \p{Lu}/u.test(keywords[k] as string) && /\bat home\b/i.test(pattern)) return;
      const title = fillHeadline(grammar, pattern, {
        ...keywordValues(grammar, keywords[k] as string),
        ...keywordValues(grammar, keywords[(k + 1) % keywords.length] as string, 'kw2'),
        audience: headlineAudience(grammar, facts.audience),
        business: facts.business,
        n: pick(rng, NUMBERS),
      });
      if (!title) return;
      if (!seen.has(title.toLowerCase())) {
        seen.add(title.toLowerCase());
        titles.push(title);
      }
    });
  }
  return titles;
}
