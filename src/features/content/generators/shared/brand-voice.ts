// The brand personality sliders turned into wording: spiritual vs practical picks
// vocabulary and which sentences fit, calm vs energetic the adjectives and
// punctuation, formal vs casual contractions and lead-ins, detailed vs concise
// the sentence length and paragraph size. A chosen tone template's sliders win
// over the profile's, which win over the defaults (50, the neutral middle).

import { type BrandPersonality, DEFAULT_BRAND_PERSONALITY } from '#domain/brand.ts';
import type { LanguagePack, Rewrite } from '../languages/language-pack.ts';
import { languagePack } from '../languages/packs.ts';
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
  /** The register rewrites of this voice: contractions when casual, expansions when formal, none in the middle. */
  register: readonly Rewrite[];
  /** The language pack this voice writes in. */
  words: LanguagePack;
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
  const pack = languagePack(ctx);
  const words = pack.voice;
  const meaning = words.lexicon[spiritual ? 'spiritual' : practical ? 'practical' : 'middle'];
  const energy = words.pace[calm ? 'calm' : energetic ? 'energetic' : 'middle'];
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
    lexicon: { practice: meaning.practice, benefit: meaning.benefit, adj: energy.adj, pace: energy.pace, journey: meaning.journey },
    leadIns: words.leadIns[formal ? 'formal' : casual ? 'casual' : 'middle'],
    register: casual ? words.contractions : formal ? words.expansions : [],
    words: pack,
  };
}

/** The tone a tool writes in: an energetic tone for a brand that is not energetic becomes inspiring (upbeat, never shouting). */
export function toneVoice(tone: string | undefined, voice: BrandVoice): Voice {
  const chosen = voiceOf(tone);
  return chosen === 'energetic' && voice.personality.calm_energetic < 50 ? 'inspiring' : chosen;
}

function keepCase(match: string, replacement: string): string {
  return match.charAt(0) === match.charAt(0).toUpperCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** Casual voices contract ("you're"), formal voices expand ("you are"); the middle keeps the bank's wording. */
export function applyRegister(text: string, voice: BrandVoice): string {
  let result = text;
  for (const [pattern, replacement] of voice.register) result = result.replace(pattern, (m) => keepCase(m, replacement));
  return result;
}
