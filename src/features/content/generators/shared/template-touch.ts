// What the chosen tone template adds to every tool's text besides its sliders:
// a short line in its emotional tone, a reflective question when it asks for
// questions, and whether a call to action closes the text.

import { languagePack } from '../languages/packs.ts';
import type { GeneratorContext } from './context.ts';
import { emotionalLines, reflectiveQuestions } from './emotional-tones.ts';
import type { Rng } from './seed.ts';

export type TemplateTouch = { line?: string; question?: string; callToAction: boolean };

export function templateTouch(ctx: GeneratorContext, rng: Rng, keyword = languagePack(ctx).voice.questionKeyword): TemplateTouch {
  const lines = emotionalLines(ctx);
  const questions = reflectiveQuestions(ctx);
  // Each take moves one line on from where the draw lands, so the next take says another.
  const variant = ctx.variant ?? 0;
  const take = <T>(list: readonly T[]): T | undefined => (list.length > 0 ? list[(Math.floor(rng() * list.length) + variant) % list.length] : undefined);
  const line = take(lines);
  const question = take(questions);
  return {
    line,
    question: question?.replace('{kw}', keyword),
    callToAction: ctx.toneTemplate?.content_preferences?.include_call_to_action ?? true,
  };
}
