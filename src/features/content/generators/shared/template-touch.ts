// What the chosen tone template adds to every tool's text besides its sliders:
// a short line in its emotional tone, a reflective question when it asks for
// questions, and whether a call to action closes the text.

import { languagePack } from '../languages/packs.ts';
import type { GeneratorContext } from './context.ts';
import { emotionalLines, reflectiveQuestions } from './emotional-tones.ts';
import { pick, type Rng } from './seed.ts';

export type TemplateTouch = { line?: string; question?: string; callToAction: boolean };

export function templateTouch(ctx: GeneratorContext, rng: Rng, keyword = languagePack(ctx).voice.questionKeyword): TemplateTouch {
  const lines = emotionalLines(ctx);
  const questions = reflectiveQuestions(ctx);
  return {
    line: lines.length > 0 ? pick(rng, lines) : undefined,
    question: questions.length > 0 ? pick(rng, questions).replace('{kw}', keyword) : undefined,
    callToAction: ctx.toneTemplate?.content_preferences?.include_call_to_action ?? true,
  };
}
