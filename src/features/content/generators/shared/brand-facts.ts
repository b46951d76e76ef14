// What a generator may say about the business, from the profile with sensible
// fallbacks, so a new account still gets specific, wellness-flavoured copy.

import { businessTypeLabel } from '#domain/brand.ts';
import type { GeneratorContext } from './context.ts';
import { cleanList, isBlank } from './text.ts';

export type BrandFacts = {
  /** The business name, or "our studio"/"our clinic"... when the profile has none. */
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

const PLACE_BY_TYPE: Record<string, string> = {
  'yoga-studio': 'our studio',
  'meditation-center': 'our centre',
  'ayurveda-clinic': 'our clinic',
  'wellness-retreat': 'our retreat',
  'spa-wellness': 'our spa',
  'fitness-wellness': 'our studio',
  'holistic-health': 'our practice',
  'wellness-coach': 'our coaching practice',
};

const SPECIALTIES_BY_TYPE: Record<string, string[]> = {
  'yoga-studio': ['Hatha Yoga', 'Vinyasa Yoga'],
  'meditation-center': ['Meditation', 'Mindfulness'],
  'ayurveda-clinic': ['Ayurveda', 'Herbal Medicine'],
  'wellness-retreat': ['Breathwork', 'Meditation'],
  'spa-wellness': ['Massage Therapy', 'Aromatherapy'],
  'fitness-wellness': ['Fitness Training', 'Pilates'],
  'holistic-health': ['Holistic Health', 'Nutrition Counseling'],
  'wellness-coach': ['Wellness Coaching', 'Stress Management'],
};

const SERVICES_BY_TYPE: Record<string, string[]> = {
  'ayurveda-clinic': ['consultations', 'treatments'],
  'wellness-retreat': ['retreats', 'workshops'],
  'spa-wellness': ['treatments', 'day packages'],
  'holistic-health': ['consultations', 'workshops'],
  'wellness-coach': ['one-to-one sessions', 'online programs'],
};

export const DEFAULT_AUDIENCE = 'people seeking more balance';

export function brandFacts(ctx: GeneratorContext, override: { business?: string; audience?: string } = {}): BrandFacts {
  const profile = ctx.profile ?? {};
  const type = profile.business_type ?? '';
  const name = [override.business, profile.business_name].find((value) => !isBlank(value))?.trim();
  const services = cleanList(profile.primary_services).map((service) => service.toLowerCase());
  const specialties = cleanList(profile.wellness_specialties);
  const audience = [override.audience, profile.target_audience].find((value) => !isBlank(value))?.trim();
  return {
    business: name ?? PLACE_BY_TYPE[type] ?? 'our studio',
    hasName: name !== undefined,
    businessType: businessTypeLabel(type),
    services: services.length > 0 ? services : (SERVICES_BY_TYPE[type] ?? ['group classes', 'one-to-one sessions']),
    specialties: specialties.length > 0 ? specialties : (SPECIALTIES_BY_TYPE[type] ?? ['Mindfulness', 'Breathwork']),
    audience: audience ?? DEFAULT_AUDIENCE,
    hasAudience: audience !== undefined,
    seoKeywords: cleanList(profile.seo_keywords),
    description: (profile.business_description ?? '').trim(),
  };
}
