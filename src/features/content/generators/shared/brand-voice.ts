// The brand personality sliders turned into wording: spiritual vs practical picks
// vocabulary and which sentences fit, calm vs energetic the adjectives and
// punctuation, formal vs casual contractions and lead-ins, detailed vs concise
// the sentence length and paragraph size. A chosen tone template's sliders win
// over the profile's, which win over the defaults (50, the neutral middle).

import { type BrandPersonality, DEFAULT_BRAND_PERSONALITY } from '#domain/brand.ts';
import type { GeneratorContext } from './context.ts';
import { type Voice, voiceOf } from './voice.ts';

export type BrandVoice = {
  personality: BrandPersonality;
  spiritual: boolean;
  practical: boolean;
  calm: boolean;
  energetic: boolean;
  formal: boolean;
  casual: boolean;
  detailed: boolean;
  concise: boolean;
  /** Slot values: {practice}, {benefit}, {adj}, {pace}, {journey}. */
  lexicon: Record<'practice' | 'benefit' | 'adj' | 'pace' | 'journey', string>;
  leadIns: readonly string[];
};

const LOW = 40;
const HIGH = 60;

function slider(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : fallback;
}

export function resolvePersonality(ctx: GeneratorContext): BrandPersonality {
  const source = ctx.toneTemplate?.brand_voice_settings ?? ctx.profile?.brand_personality;
  const base = DEFAULT_BRAND_PERSONALITY;
  const energy = slider(source?.calm_energetic, base.calm_energetic);
  const brandEnergy = slider(ctx.profile?.brand_personality?.calm_energetic, energy);
  return {
    spiritual_practical: slider(source?.spiritual_practical, base.spiritual_practical),
    // A template louder than the brand is tempered: it lands halfway between the two.
    calm_energetic: energy > brandEnergy ? Math.round((energy + brandEnergy) / 2) : energy,
    formal_casual: slider(source?.formal_casual, base.formal_casual),
    detailed_concise: slider(source?.detailed_concise, base.detailed_concise),
  };
}

export function brandVoice(ctx: GeneratorContext): BrandVoice {
  const p = resolvePersonality(ctx);
  const spiritual = p.spiritual_practical < LOW;
  const practical = p.spiritual_practical > HIGH;
  const calm = p.calm_energetic < LOW;
  const energetic = p.calm_energetic > HIGH;
  const formal = p.formal_casual < LOW;
  const casual = p.formal_casual > HIGH;
  return {
    personality: p,
    spiritual,
    practical,
    calm,
    energetic,
    formal,
    casual,
    detailed: p.detailed_concise < LOW,
    concise: p.detailed_concise > HIGH,
    lexicon: {
      practice: spiritual ? 'sacred practice' : practical ? 'daily routine' : 'practice',
      benefit: spiritual ? 'a deeper sense of inner harmony' : practical ? 'steady, noticeable progress' : 'lasting wellbeing',
      adj: calm ? 'gentle' : energetic ? 'energising' : 'steady',
      pace: calm ? 'slowly and with care' : energetic ? 'with energy and purpose' : 'at your own pace',
      journey: spiritual ? 'journey inward' : practical ? 'progress' : 'journey',
    },
    leadIns: formal
      ? ['Furthermore,', 'In addition,', 'Moreover,', 'Importantly,']
      : casual
        ? ['Plus,', 'And honestly,', 'So,', 'Here is the good part:']
        : ['Also,', 'Beyond that,', 'In practice,', 'Over time,'],
  };
}

/** The tone a tool writes in: an energetic tone for a brand that is not energetic becomes inspiring (upbeat, never shouting). */
export function toneVoice(tone: string | undefined, voice: BrandVoice): Voice {
  const chosen = voiceOf(tone);
  return chosen === 'energetic' && voice.personality.calm_energetic < 50 ? 'inspiring' : chosen;
}

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bI am\b/g, "I'm"],
  [/\bwill not\b/gi, "won't"],
  [/\bare not\b/gi, "aren't"],
  [/\byou are\b/gi, "you're"],
  [/\bwe are\b/gi, "we're"],
  [/\bit is\b/gi, "it's"],
  [/\bthat is\b/gi, "that's"],
  [/\bthere is\b/gi, "there's"],
  [/\bhere is\b/gi, "here's"],
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bis not\b/gi, "isn't"],
  [/\bcannot\b/gi, "can't"],
  [/\byou will\b/gi, "you'll"],
  [/\bwe will\b/gi, "we'll"],
  [/(?<=^|[.!?]\s+)let us\b/gi, "let's"],
  [/\byou have\b/gi, "you've"],
  [/\bwe have\b/gi, "we've"],
];

const EXPANSIONS: readonly [RegExp, string][] = [
  [/\bI'm\b/g, 'I am'],
  [/\bwon't\b/gi, 'will not'],
  [/\baren't\b/gi, 'are not'],
  [/\byou're\b/gi, 'you are'],
  [/\bwe're\b/gi, 'we are'],
  [/\bit's\b/gi, 'it is'],
  [/\bthat's\b/gi, 'that is'],
  [/\bthere's\b/gi, 'there is'],
  [/\bhere's\b/gi, 'here is'],
  [/\bdon't\b/gi, 'do not'],
  [/\bdoesn't\b/gi, 'does not'],
  [/\bisn't\b/gi, 'is not'],
  [/\bcan't\b/gi, 'cannot'],
  [/\byou'll\b/gi, 'you will'],
  [/\bwe'll\b/gi, 'we will'],
  [/\blet's\b/gi, 'let us'],
  [/\byou've\b/gi, 'you have'],
  [/\bwe've\b/gi, 'we have'],
];

function keepCase(match: string, replacement: string): string {
  return match.charAt(0) === match.charAt(0).toUpperCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** Casual voices contract ("you're"), formal voices expand ("you are"); the middle keeps the bank's wording. */
export function applyRegister(text: string, voice: BrandVoice): string {
  const rules = voice.casual ? CONTRACTIONS : voice.formal ? EXPANSIONS : [];
  let result = text;
  for (const [pattern, replacement] of rules) result = result.replace(pattern, (m) => keepCase(m, replacement));
  return result;
}
