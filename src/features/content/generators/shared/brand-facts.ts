// What a generator may say about the business, from the profile with sensible
// fallbacks, so a new account still gets specific, wellness-flavoured copy.

import { businessTypeLabel } from '#domain/brand.ts';
import { languagePack } from '../languages/packs.ts';
import type { GeneratorContext } from './context.ts';
import { cleanList, isBlank } from './text.ts';

export type BrandFacts = {
  /** The business name, or the pack's "our studio"/"our clinic"... when the profile has none. */
  business: string;
  hasName: boolean;
  businessType?: string;
  /** Services in running-text case ("group classes"). */
  services: string[];
  /** Specialties as the profile lists them ("Yin Yoga"); slots carry them in running text. */
  specialties: string[];
  /** The audience as a sentence carries it mid-way ("busy parents"). */
  audience: string;
  /** False when the audience is the generic fallback. */
  hasAudience: boolean;
  seoKeywords: string[];
  description: string;
};

export function brandFacts(ctx: GeneratorContext, override: { business?: string; audience?: string } = {}): BrandFacts {
  const { brand: words, grammar } = languagePack(ctx);
  const profile = ctx.profile ?? {};
  const type = profile.business_type ?? '';
  const name = [override.business, profile.business_name].find((value) => !isBlank(value))?.trim();
  // Services are the product's pick list, in title case: running text lowers them ("group classes", "MBSR courses").
  const services = cleanList(profile.primary_services).map(grammar.runningText);
  const specialties = cleanList(profile.wellness_specialties);
  const given = [override.audience, profile.target_audience].find((value) => !isBlank(value));
  const audience = given === undefined ? undefined : grammar.inSentence(given);
  return {
    business: name ?? words.placeByType[type] ?? words.place,
    hasName: name !== undefined,
    businessType: businessTypeLabel(type),
    services: services.length > 0 ? services : [...(words.servicesByType[type] ?? words.services)],
    specialties: specialties.length > 0 ? specialties : [...(words.specialtiesByType[type] ?? words.specialties)],
    audience: audience ?? words.audience,
    hasAudience: audience !== undefined,
    seoKeywords: cleanList(profile.seo_keywords),
    description: (profile.business_description ?? '').trim(),
  };
}
