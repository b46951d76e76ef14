// One post per chosen platform plus a list of exactly N hashtags.

import { SOCIAL_MESSAGES } from '#domain/tools/social.ts';
import { CHARACTER_LIMITS, DEFAULT_HASHTAG_COUNT, HASHTAG_COUNTS, PLATFORMS, type Platform } from '#domain/studio-options.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { preferLength } from '../shared/compose.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { countWords } from '../shared/count-words.ts';
import { templateTouch } from '../shared/template-touch.ts';
import { contextSeed, pick, rngFor, shuffle } from '../shared/seed.ts';
import { baseSlots, keywordSlots, render, renderAll } from '../shared/slots.ts';
import { cleanList, isBlank } from '../shared/text.ts';
import { buildHashtags } from './build-hashtags.ts';
import { composePost } from './compose-post.ts';
import { VOICE_EMOJI } from './post-marks.ts';

export type SocialInput = {
  platforms: readonly Platform[];
  targetAudience: string;
  keywords: readonly string[];
  sourceText?: string;
  numHashtags?: number;
  wordCount?: number;
  tone?: string;
  callToAction?: string;
  includeEmojis?: boolean;
};

export type SocialPost = { platform: Platform; text: string; characterCount: number; characterLimit: number; wordCount: number };
export type SocialResult = { posts: SocialPost[]; hashtags: string[] };

const MAX_HASHTAGS = Math.max(...HASHTAG_COUNTS);
const DEFAULT_WORDS = 100;

export function hashtagCount(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested) || requested < 1) return DEFAULT_HASHTAG_COUNT;
  return Math.min(MAX_HASHTAGS, Math.floor(requested));
}

export function generateSocialPosts(input: SocialInput, ctx: GeneratorContext = {}): SocialResult {
  const known = new Set<string>(PLATFORMS.map((p) => p.value));
  const platforms = [...new Set(input.platforms ?? [])].filter((p) => known.has(p));
  const keywords = cleanList(input.keywords);
  if (platforms.length === 0 || isBlank(input.targetAudience) || keywords.length === 0) {
    const { title, description } = SOCIAL_MESSAGES.missingFields;
    throw new GeneratorValidationError(title, description);
  }
  const voice = brandVoice(ctx);
  const tone = toneVoice(input.tone, voice);
  const facts = brandFacts(ctx, { audience: input.targetAudience });
  const emojis = input.includeEmojis ?? ctx.preferences?.social?.include_emojis ?? true;
  const count = hashtagCount(input.numHashtags);
  const rng = rngFor('social', input, facts, voice.personality, emojis, ...contextSeed(ctx));
  const words = voice.words.social;
  const hashtags = buildHashtags(keywords, facts, count, rng, words);
  const slots = baseSlots(facts, voice, keywords);
  const emoji = (i: number) => (emojis ? `${VOICE_EMOJI[tone][i % 3]} ` : '');
  const cta = (input.callToAction ?? '').trim() || words.callToAction;

  const posts = platforms.map((platform, index) => {
    const kwSlots = { ...slots, ...keywordSlots(keywords, index, slots.specialty ?? '', voice) };
    const hooks = words.hooks[platform === 'linkedin' && tone !== 'expert' ? 'professional' : tone];
    const hook = `${emoji(index)}${render(hooks[(index + Math.floor(rng() * hooks.length)) % hooks.length] as string, kwSlots, voice)}`;
    const audienceLine = render(words.audienceLine, kwSlots, voice);
    const touch = templateTouch(ctx, rng, kwSlots.kw);
    const body = [
      ...(touch.line ? [touch.line] : []),
      audienceLine,
      ...preferLength(shuffle(rng, renderAll(words.body, kwSlots, voice)), voice),
      ...shuffle(rng, renderAll([...voice.words.themes.benefits.sentences, ...voice.words.themes.why.sentences], kwSlots, voice).filter(voice.words.grammar.standsAlone)),
      ...renderAll(voice.words.voice.phrases[tone].fillers, kwSlots, voice),
    ];
    const ending = /[.!?]$/.test(cta) ? cta : `${cta}${tone === 'energetic' || voice.energetic ? '!' : '.'}`;
    const text = composePost(platform, {
      hook,
      body,
      sourceText: input.sourceText,
      callToAction: touch.callToAction || input.callToAction ? `${emojis ? '👉 ' : ''}${ending}` : '',
      question: platform === 'linkedin' ? render(pick(rng, words.linkedinQuestions), kwSlots, voice) : touch.question,
      hashtags,
      wordCount: input.wordCount && input.wordCount > 0 ? input.wordCount : DEFAULT_WORDS,
    });
    return {
      platform,
      text,
      characterCount: text.length,
      characterLimit: CHARACTER_LIMITS[platform],
      wordCount: countWords(text.replace(/#\S+/g, '')),
    };
  });
  return { posts, hashtags };
}
