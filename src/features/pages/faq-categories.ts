// FAQ categories and their button labels.

export const FAQ_CATEGORIES = ['general', 'billing', 'features', 'support', 'privacy', 'legal'] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** A category filter: one category, or every question. */
export type FaqFilterCategory = 'all' | FaqCategory;

export const FAQ_FILTERS: readonly { value: FaqFilterCategory; label: string }[] = [
  { value: 'all', label: 'All Questions' },
  { value: 'general', label: 'General' },
  { value: 'billing', label: 'Billing & Plans' },
  { value: 'features', label: 'Features' },
  { value: 'support', label: 'Support' },
  { value: 'privacy', label: 'Privacy & Security' },
  { value: 'legal', label: 'Legal' },
];

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  tags: readonly string[];
}
