// The brand profile as the form edits it, read from the stored profile and
// turned back into the fields saveProfile writes (full_name follows the
// business name, as brand setup does).
import { emptyProfileFields, type Profile } from '#domain/brand.ts';
import { type Breach, breachIn } from '#domain/field-limit-check.ts';
import { studioTimeZone } from '#domain/time-zone.ts';

/** Every profile field but the ones the form derives (full_name) or does not show. */
export type BrandForm = Omit<Profile, 'user_id' | 'full_name' | 'preferred_language'>;

type StoredProfile = Partial<Omit<Profile, 'user_id'>>;

export function brandFormFrom(profile: StoredProfile | null): BrandForm {
  const empty = emptyProfileFields();
  return {
    business_name: profile?.business_name ?? empty.business_name,
    business_description: profile?.business_description ?? empty.business_description,
    website_url: profile?.website_url ?? empty.website_url,
    business_type: profile?.business_type ?? empty.business_type,
    primary_services: [...(profile?.primary_services ?? empty.primary_services)],
    wellness_specialties: [...(profile?.wellness_specialties ?? empty.wellness_specialties)],
    target_audience: profile?.target_audience ?? empty.target_audience,
    brand_personality: { ...empty.brand_personality, ...profile?.brand_personality },
    seo_keywords: [...(profile?.seo_keywords ?? empty.seo_keywords)],
    // Unset until an owner saves one: the device's own zone is offered.
    time_zone: studioTimeZone(profile?.time_zone),
  };
}

export type BrandProfileInput = BrandForm & { full_name: string };

export function profileInputFrom(form: BrandForm): BrandProfileInput {
  const businessName = form.business_name.trim();
  return {
    ...form,
    business_name: businessName,
    business_description: form.business_description.trim(),
    website_url: form.website_url.trim(),
    target_audience: form.target_audience.trim(),
    full_name: businessName,
  };
}

/** Adds the choice when absent, removes it when present. */
export function toggleChoice(list: readonly string[], choice: string): string[] {
  return list.includes(choice) ? list.filter((item) => item !== choice) : [...list, choice];
}

/** The first field past its limit (#domain/field-limits.ts) in what Save would write; null when it may be saved. */
export function brandFormBreach(form: BrandForm): Breach | null {
  return breachIn('profiles', profileInputFrom(form));
}
