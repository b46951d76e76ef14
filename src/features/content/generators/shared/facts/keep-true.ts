// A tool's own check of each stock sentence before it prints it: no claim about the
// studio that the inputs and the brand profile do not make, no word the notes forbid.
// The grounds are everything the studio said: the form's fields, the brief and the
// profile's description, audience and services. A service or specialty the pack
// supplies for a blank profile ("Hatha Yoga", "group classes") is not the studio's
// word either: a sentence naming one is not printed.

import type { BrandFacts } from '../brand-facts.ts';
import type { BrandVoice } from '../brand-voice.ts';
import type { GeneratorContext } from '../context.ts';
import type { FactSheet } from './fact-types.ts';
import { groundsOf, truthful } from './grounds.ts';

export type KeepTrue = {
  /** Everything the studio said, as one text. */
  grounds: string;
  /** Whether a sentence of the pack may be printed. */
  keeps: (sentence: string) => boolean;
};

export function keepTrue(ctx: GeneratorContext, sheet: FactSheet, said: readonly (string | readonly string[] | undefined)[], supplied: readonly string[] = []): KeepTrue {
  const grounds = groundsOf(ctx, said, ctx.profile?.wellness_specialties ?? []);
  const lower = grounds.toLowerCase();
  const invented = supplied.filter((name) => name.trim() !== '' && !lower.includes(name.toLowerCase()));
  const truth = truthful(ctx, grounds, sheet.instructions.avoid);
  return {
    grounds,
    keeps: (sentence) => truth(sentence) && !invented.some((name) => sentence.toLowerCase().includes(name.toLowerCase())),
  };
}

/** The services and specialties the pack supplies when the profile names none (or fewer than a template needs). */
export function suppliedNames(facts: BrandFacts, voice: BrandVoice): string[] {
  const spare = voice.words.brand;
  return [...facts.services, ...facts.specialties, spare.spareService, ...spare.spareSpecialties];
}
