// Turning a bank template into a sentence: the slot values a template may use,
// the personality filter on tagged templates ("[s] " spiritual-only, "[p] "
// practical-only) and the register (contractions) of the brand voice.

import type { BrandFacts } from './brand-facts.ts';
import { applyRegister, type BrandVoice } from './brand-voice.ts';
import { keywordValues } from './headline.ts';
import { fill } from './text.ts';

export type Slots = Readonly<Record<string, string>>;

export function baseSlots(facts: BrandFacts, voice: BrandVoice, keywords: readonly string[]): Slots {
  const spare = voice.words.brand;
  const [spareSpecialty, spareSpecialty2] = spare.spareSpecialties;
  const [service = spare.services[0] ?? '', service2 = spare.spareService] =
    facts.services.length > 1 ? facts.services : [...facts.services, spare.spareService];
  // Specialties come from the product's pick list in title case; a sentence carries them in running text ("yin yoga", "Hatha yoga").
  const listed = facts.specialties.map(voice.words.grammar.runningText);
  const [specialty = spareSpecialty, specialty2 = spareSpecialty2] = listed.length > 1 ? listed : [...listed, spareSpecialty2];
  return {
    business: facts.business,
    audience: facts.audience,
    service,
    service2: service2 === service ? spare.spareService : service2,
    specialty,
    specialty2: specialty2 === specialty ? spareSpecialty : specialty2,
    ...voice.lexicon,
    ...keywordSlots(keywords, 0, specialty, voice),
  };
}

/** {kw} and {kw2} rotated so that every keyword gets its turn. */
export function keywordSlots(keywords: readonly string[], index: number, fallback: string, voice: BrandVoice): Record<string, string> {
  const n = keywords.length;
  const spare = voice.words.brand.spareKeyword;
  const grammar = voice.words.grammar;
  if (n === 0) return { ...keywordValues(grammar, fallback.toLowerCase()), ...keywordValues(grammar, spare, 'kw2') };
  const first = keywords[index % n] as string;
  const kw = grammar.keywordPhrase(first);
  const second = n > 1 ? (keywords[(index + 1) % n] as string) : fallback === kw ? spare : fallback;
  return { ...keywordValues(grammar, first), ...keywordValues(grammar, second, 'kw2') };
}

export function fitsVoice(template: string, voice: BrandVoice): boolean {
  if (template.startsWith('[s] ')) return !voice.practical;
  if (template.startsWith('[p] ')) return !voice.spiritual;
  return true;
}

export function render(template: string, slots: Slots, voice: BrandVoice): string {
  const { grammar } = voice.words;
  const text = grammar.agreeSlots(grammar.markModifiers(template.replace(/^\[[sp]\] /, '')), slots);
  return applyRegister(grammar.capitalizeSentences(fill(text, slots)), voice);
}

/** Renders the templates that fit the voice, in order. */
export function renderAll(templates: readonly string[], slots: Slots, voice: BrandVoice): string[] {
  return templates.filter((t) => fitsVoice(t, voice)).map((t) => render(t, slots, voice));
}
