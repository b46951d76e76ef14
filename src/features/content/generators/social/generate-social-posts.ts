// One post per chosen platform plus a list of exactly N hashtags. A post is about its
// topic (or the brief's title), carries the facts of the source text and the brief
// (all of them where the platform has room, the essentials first where it has not,
// saying what it left out), weaves in the keywords as keywords, and says nothing the
// studio's words do not: no claim the inputs do not make, no audience quoted.

import { SOCIAL_MESSAGES } from '#domain/tools/social.ts';
import { CHARACTER_LIMITS, DEFAULT_HASHTAG_COUNT, HASHTAG_COUNTS, PLATFORMS } from '#domain/studio-options.ts';
import { languagePack } from '../languages/packs.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { countWords } from '../shared/count-words.ts';
import { contextSeed, rngFor } from '../shared/seed.ts';
import { baseSlots } from '../shared/slots.ts';
import { cleanList, isBlank } from '../shared/text.ts';
import { buildHashtags } from './build-hashtags.ts';
import { composePost } from './compose-post.ts';
import { VOICE_EMOJI } from './post-marks.ts';
import { postFacts } from './post-facts.ts';
import { postLines } from './post-lines.ts';
import { headlineOf, shortAudience, topicOf, topicTag } from './post-inputs.ts';
import type { SocialInput, SocialResult } from './social-input.ts';

export type { SocialInput, SocialPost, SocialResult } from './social-input.ts';

const MAX_HASHTAGS = Math.max(...HASHTAG_COUNTS);
const DEFAULT_WORDS = 100;

export function hashtagCount(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested) || requested < 1) return DEFAULT_HASHTAG_COUNT;
  return Math.min(MAX_HASHTAGS, Math.floor(requested));
}

function hasBrief(ctx: GeneratorContext): boolean {
  const brief = ctx.brief ?? {};
  return [brief.title, brief.details, brief.key_message, brief.starts_on, brief.times, brief.price, brief.booking].some((value) => !isBlank(value));
}

export function generateSocialPosts(input: SocialInput, ctx: GeneratorContext = {}): SocialResult {
  const known = new Set<string>(PLATFORMS.map((p) => p.value));
  const platforms = [...new Set(input.platforms ?? [])].filter((p) => known.has(p));
  const audience = [input.targetAudience, ctx.brief?.audience].find((value) => !isBlank(value))?.trim() ?? '';
  const keywords = cleanList(input.keywords);
  // What the post is about: the topic, else the brief's title or the source's first line, else the first keyword.
  const given = topicOf(input.topic, ctx);
  const headline = given === '' ? headlineOf(input.sourceText, languagePack(ctx).facts.isToWriter) : '';
  const aboutSomething = given !== '' || !isBlank(input.sourceText) || hasBrief(ctx) || keywords.length > 0;
  if (platforms.length === 0 || audience === '' || !aboutSomething) {
    const { title, description } = SOCIAL_MESSAGES.missingFields;
    throw new GeneratorValidationError(title, description);
  }
  const topic = given || headline || (hasBrief(ctx) ? '' : (keywords[0] ?? ''));
  const voice = brandVoice(ctx);
  const tone = toneVoice(input.tone, voice);
  const brand = brandFacts(ctx, { audience });
  const emojis = input.includeEmojis ?? ctx.preferences?.social?.include_emojis ?? true;
  const rng = rngFor('social', input, brand, voice.personality, emojis, ctx.brief ?? null, ...contextSeed(ctx));
  const takesRng = rngFor('social', input, brand, voice.personality, emojis, ctx.brief ?? null, ...contextSeed({ ...ctx, variant: 0 }));
  const words = voice.words.social;
  const facts = postFacts(ctx, input.sourceText, headline);
  // A topic gives its noun phrases' tags: "slow breathing" from "How slow breathing before bed helps", never #HowSlow.
  const lead = keywords.length > 0 ? keywords : voice.words.grammar.topicPhrases(topic).map((phrase) => voice.words.grammar.names.properCase(topicTag(phrase, words.topicTagStop, words.topicTagSkip) ?? '')).filter(Boolean);
  const tags = buildHashtags(lead, brand, hashtagCount(input.numHashtags), rng, words, { variations: keywords.length > 0, avoid: facts.avoid, grammar: voice.words.grammar });
  const slots = { ...baseSlots(brand, voice, keywords), audience: shortAudience(brand.audience) ?? '' };
  const emoji = (i: number) => (emojis ? `${VOICE_EMOJI[tone][i % 3]} ` : '');
  const lines = postLines({ input, ctx, voice, tone, topic, keywords, audience, slots, avoid: facts.avoid, rng, takesRng });

  const posts = platforms.map((platform, index) => {
    const { hook, forWhom, body, callToAction, question } = lines(platform, index);
    const { text, leftOut } = composePost(platform, {
      hook: `${emoji(index)}${hook}`,
      lead: ctx.brief?.key_message?.trim() || undefined,
      factBlocks: facts.blocks,
      compact: facts.compact && emojis ? `📅 ${facts.compact}` : facts.compact,
      notes: facts.notes,
      forWhom,
      body,
      close: facts.close,
      callToAction: callToAction ? `${emojis ? '👉 ' : ''}${callToAction}` : '',
      question,
      signOff: facts.signOff,
      hashtags: tags,
      wordCount: input.wordCount && input.wordCount > 0 ? input.wordCount : DEFAULT_WORDS,
      facts: facts.facts,
      endOfPost: words.endOfPost,
      phrases: [...keywords, topic].filter(Boolean),
    });
    return { platform, text, characterCount: text.length, characterLimit: CHARACTER_LIMITS[platform], wordCount: countWords(text.replace(/#\S+/g, '')), leftOut };
  });
  return { posts, hashtags: tags };
}
