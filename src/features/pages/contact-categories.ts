// Contact form categories.

export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'support', label: 'Technical Support' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  name: '',
  email: '',
  subject: '',
  category: 'general',
  message: '',
};
