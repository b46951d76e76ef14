// What a tone template adds on top of the tone: a short sentence in its emotional
// tone, and (when include_questions is on) a reflective question to the reader.

import { languagePack } from '../languages/packs.ts';
import type { GeneratorContext } from './context.ts';

export function emotionalLines(ctx: GeneratorContext): readonly string[] {
  const tone = ctx.toneTemplate?.content_preferences?.emotional_tone;
  return tone ? (languagePack(ctx).voice.emotionalLines[tone] ?? []) : [];
}

export function reflectiveQuestions(ctx: GeneratorContext): readonly string[] {
  return ctx.toneTemplate?.content_preferences?.include_questions ? languagePack(ctx).voice.questions : [];
}
