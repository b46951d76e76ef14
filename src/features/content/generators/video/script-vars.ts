// What every video blueprint writes with: the topic and key points shaped for
// use inside a sentence or a label, the audience, the tone family and the length.

import { brandVoice, resolvePersonality } from '../shared/brand-voice.ts';
import { templateLean } from '../shared/template-lean.ts';
import type { GeneratorContext } from '../shared/context.ts';
import type { Grammar } from '../languages/grammar.ts';
import { languagePack } from '../languages/packs.ts';
import type { ScriptVars, ToneFamily } from './script-vars-type.ts';

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

function lengthWords(seconds: number, plural: Grammar['plural']): Pick<ScriptVars, 'length' | 'lengthAdjective' | 'LengthAdjective'> {
  if (seconds < 60) {
    return { length: plural(seconds, 'second'), lengthAdjective: `${seconds}-second`, LengthAdjective: `${seconds}-Second` };
  }
  const minutes = Math.round(seconds / 60);
  return {
    length: plural(minutes, 'minute'),
    lengthAdjective: `${minutes}-minute`,
    LengthAdjective: `${minutes}-Minute`,
  };
}

/** An audience's first clause up to this many words goes in a title. */
const TITLE_AUDIENCE_WORDS = 4;

/** The script's tone family: a template that leans soft or bold sets it, else the form's tone does; a calm brand keeps energy warm. */
function familyOf(tone: string, ctx: GeneratorContext): ToneFamily {
  const lean = ctx.toneTemplate ? templateLean(ctx, brandVoice(ctx)) : 'plain';
  const chosen = lean === 'soft' ? 'calm' : lean === 'bold' ? 'energetic' : toneFamily(tone);
  return chosen === 'energetic' && resolvePersonality(ctx).calm_energetic < 50 ? 'warm' : chosen;
}

/** A title names the audience when its first clause is short ("Office Workers" from "office workers who sit all day"), else not at all. */
function titleAudience(audience: string, corePhrase: Grammar['corePhrase'], titleCase: (text: string) => string): string {
  const core = corePhrase(audience, 20);
  return core && core.split(/\s+/).length <= TITLE_AUDIENCE_WORDS ? ` for ${titleCase(core)}` : '';
}

export function buildScriptVars(
  input: { topic: string; audience: string; tone: string },
  seconds: number,
  ctx: GeneratorContext,
): ScriptVars {
  const { inSentence, titleCase } = languagePack(ctx).grammar.script;
  const { corePhrase, statementNoun } = languagePack(ctx).grammar;
  const audience = input.audience.trim() ? inSentence(input.audience) : 'everyone';
  return {
    // A topic typed as a statement ("Ravi's circles are back") is slotted as a thing by its subject ("a class on Ravi's circles").
    topic: inSentence(statementNoun(input.topic) ?? input.topic),
    audience,
    audienceGiven: input.audience.trim() !== '',
    forAudience: titleAudience(input.audience, corePhrase, titleCase),
    family: familyOf(input.tone, ctx),
    seconds,
    ...lengthWords(seconds, languagePack(ctx).grammar.plural),
    compact: seconds <= COMPACT_UP_TO_SECONDS,
    take: ctx.variant ?? 0,
    business: ctx.profile?.business_name?.trim() || undefined,
    website: ctx.profile?.website_url?.trim() || undefined,
  };
}
