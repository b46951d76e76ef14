// What every video blueprint writes with: the topic and key points shaped for
// use inside a sentence or a label, the audience, the tone family and the length.

import { resolvePersonality } from '../shared/brand-voice.ts';
import type { GeneratorContext } from '../shared/context.ts';

export type ToneFamily = 'calm' | 'energetic' | 'expert' | 'warm';

export type ScriptVars = {
  topic: string;
  Topic: string;
  audience: string;
  /** " for Busy Parents" in a title, or empty. */
  forAudience: string;
  family: ToneFamily;
  seconds: number;
  /** "30 seconds", "4 minutes" */
  length: string;
  /** "30-second", "4-minute" */
  lengthAdjective: string;
  /** "30-Second", "4-Minute", for titles */
  LengthAdjective: string;
  /** 60 seconds or less: leads shrink to a few words and framing beats to one line. */
  compact: boolean;
  business?: string;
  website?: string;
};

/** Scripts this short get compact leads. */
export const COMPACT_UP_TO_SECONDS = 60;

const FAMILY_WORDS: [ToneFamily, RegExp][] = [
  ['calm', /calm|gentle|spiritual|meditative|soothing|wellness|empathetic|nurturing|peaceful/i],
  ['energetic', /energetic|enthusias|inspir|motivat|fun|upbeat|casual|playful/i],
  ['expert', /professional|authoritative|expert|scientific|evidence|educational|informative/i],
];

export function toneFamily(tone: string): ToneFamily {
  return FAMILY_WORDS.find(([, pattern]) => pattern.test(tone))?.[0] ?? 'warm';
}

/** "Hip openers" -> "hip openers" inside a sentence; "CBD oil" and "I" stay as written. */
export function inSentence(text: string): string {
  const trimmed = text.trim();
  const first = trimmed.split(/\s+/)[0] ?? '';
  if (first === 'I' || first.slice(1) !== first.slice(1).toLowerCase()) return trimmed;
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

export function upperFirst(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : upperFirst(word)))
    .join(' ');
}

/** "a, b and c" */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function lengthWords(seconds: number): Pick<ScriptVars, 'length' | 'lengthAdjective' | 'LengthAdjective'> {
  if (seconds < 60) {
    return { length: `${seconds} seconds`, lengthAdjective: `${seconds}-second`, LengthAdjective: `${seconds}-Second` };
  }
  const minutes = Math.round(seconds / 60);
  return {
    length: minutes === 1 ? '1 minute' : `${minutes} minutes`,
    lengthAdjective: `${minutes}-minute`,
    LengthAdjective: `${minutes}-Minute`,
  };
}

export function buildScriptVars(
  input: { topic: string; audience: string; tone: string },
  seconds: number,
  ctx: GeneratorContext,
): ScriptVars {
  const audience = input.audience.trim() ? inSentence(input.audience) : 'everyone';
  return {
    topic: inSentence(input.topic),
    Topic: titleCase(input.topic),
    audience,
    forAudience: input.audience.trim() ? ` for ${titleCase(input.audience)}` : '',
    // A brand calmer than the middle keeps an energetic tone warm: upbeat, never shouting.
    family: toneFamily(input.tone) === 'energetic' && resolvePersonality(ctx).calm_energetic < 50 ? 'warm' : toneFamily(input.tone),
    seconds,
    ...lengthWords(seconds),
    compact: seconds <= COMPACT_UP_TO_SECONDS,
    business: ctx.profile?.business_name?.trim() || undefined,
    website: ctx.profile?.website_url?.trim() || undefined,
  };
}
