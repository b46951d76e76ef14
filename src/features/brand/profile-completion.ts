// The progress card's figure: the share of the seven brand setup items
// that are filled. The profile may be saved from 50% on.
import type { BrandForm } from './brand-form.ts';

export const SAVE_THRESHOLD_PERCENT = 50;

export const COMPLETION_ITEMS = [
  { key: 'business_name', label: 'Business name', done: (form: BrandForm) => form.business_name.trim() !== '' },
  { key: 'business_description', label: 'Business description', done: (form: BrandForm) => form.business_description.trim() !== '' },
  { key: 'business_type', label: 'Business type', done: (form: BrandForm) => form.business_type.trim() !== '' },
  { key: 'target_audience', label: 'Target audience', done: (form: BrandForm) => form.target_audience.trim() !== '' },
  { key: 'primary_services', label: 'At least one service', done: (form: BrandForm) => form.primary_services.length > 0 },
  { key: 'wellness_specialties', label: 'At least one specialty', done: (form: BrandForm) => form.wellness_specialties.length > 0 },
  { key: 'seo_keywords', label: 'At least one SEO keyword', done: (form: BrandForm) => form.seo_keywords.length > 0 },
] as const;

export type CompletionItem = { key: string; label: string; done: boolean };

export function completionChecklist(form: BrandForm): CompletionItem[] {
  return COMPLETION_ITEMS.map((item) => ({ key: item.key, label: item.label, done: item.done(form) }));
}

/** The completion share in whole percent (0-100). */
export function completionPercent(form: BrandForm): number {
  const done = completionChecklist(form).filter((item) => item.done).length;
  return Math.round((done / COMPLETION_ITEMS.length) * 100);
}

export function canSaveProfile(percent: number): boolean {
  return percent >= SAVE_THRESHOLD_PERCENT;
}
