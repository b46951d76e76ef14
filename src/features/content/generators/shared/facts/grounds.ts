// What a tool's own stock sentences may say: only what the studio's words ground.
// The grounds are every input field, the brief and the brand profile's text; a stock
// sentence that makes a claim they do not make, holds a word the notes forbid, or
// would print a steering slot ({audience}) is left out.

import type { GeneratorContext } from '../context.ts';
import { claimsUnfounded, holdsAvoided } from './truth.ts';

/** Every text the studio gave, as one text to test claims against. */
export function groundsOf(ctx: GeneratorContext, ...inputs: readonly unknown[]): string {
  const profile = ctx.profile ?? {};
  const brief = ctx.brief ?? {};
  const values = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(values) : value && typeof value === 'object' ? Object.values(value).flatMap(values) : [];
  return [...inputs.flatMap(values), ...values(brief), profile.business_description, profile.target_audience, ...(profile.primary_services ?? [])]
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .join('\n');
}

/** Slots that only steer: a template holding one would print the field. */
const STEERING_SLOTS = /\{audience\}|\{Audience\}/;

/** The templates that print no steering field. */
export function withoutSteering(templates: readonly string[]): string[] {
  return templates.filter((template) => !STEERING_SLOTS.test(template));
}

/** A filter for a tool's own sentences: no claim the grounds do not make, no avoided word. */
export function truthful(ctx: GeneratorContext, grounds: string, avoid: readonly string[]): (sentence: string) => boolean {
  return (sentence) => !claimsUnfounded(ctx, sentence, grounds) && !holdsAvoided(sentence, avoid);
}
