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
  specialties: string[];
  audience: string;
  /** False when the audience is the generic fallback. */
  hasAudience: boolean;
  seoKeywords: string[];
  description: string;
};

export function brandFacts(ctx: GeneratorContext, override: { business?: string; audience?: string } = {}): BrandFacts {
  const words = languagePack(ctx).brand;
  const profile = ctx.profile ?? {};
  const type = profile.business_type ?? '';
  const name = [override.business, profile.business_name].find((value) => !isBlank(value))?.trim();
  const services = cleanList(profile.primary_services).map((service) => service.toLowerCase());
  const specialties = cleanList(profile.wellness_specialties);
  const audience = [override.audience, profile.target_audience].find((value) => !isBlank(value))?.trim();
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
