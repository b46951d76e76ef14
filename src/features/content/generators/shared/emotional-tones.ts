// What a tone template adds on top of the tone: a short sentence in its emotional
// tone, and (when include_questions is on) a reflective question to the reader.

import type { EmotionalTone } from '#domain/brand.ts';
import type { GeneratorContext } from './context.ts';

const EMOTIONAL_LINES: Record<EmotionalTone, readonly string[]> = {
  encouraging: ['You can do this.', 'Every step counts.'],
  calming: ['Let it be simple.', 'There is time.'],
  inspiring: ['Dream a little bigger.', 'Your story is unfolding.'],
  authoritative: ['The fundamentals matter.', 'Technique comes first.'],
  friendly: ['We are cheering for you.', 'You are among friends.'],
  professional: ['Plan, practise, review.', 'Clarity creates results.'],
  nurturing: ['You deserve this care.', 'Rest is allowed.'],
  motivational: ['Start today, not someday.', 'Keep your promise to yourself.'],
};

const QUESTIONS = [
  'What would change if you gave {kw} ten minutes a day?',
  'When did you last give yourself permission to slow down?',
  'How would it feel to end each week with more energy than you started it?',
];

export function emotionalLines(ctx: GeneratorContext): readonly string[] {
  const tone = ctx.toneTemplate?.content_preferences?.emotional_tone;
  return tone ? (EMOTIONAL_LINES[tone] ?? []) : [];
}

export function reflectiveQuestions(ctx: GeneratorContext): readonly string[] {
  return ctx.toneTemplate?.content_preferences?.include_questions ? QUESTIONS : [];
}
