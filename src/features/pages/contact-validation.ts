// Contact form rules: name, email and message are required;
// subject and category are optional. The email must look like an address.
import type { ContactDraft } from './contact-categories.ts';
import { CONTACT_MESSAGES } from './messages.ts';

export type ContactField = 'name' | 'email' | 'message';

export type ContactValidation =
  | { ok: true; draft: ContactDraft }
  | { ok: false; message: string; fields: ContactField[] };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Checks a draft; when valid, returns it with its text fields trimmed. */
export function validateContact(draft: ContactDraft): ContactValidation {
  const trimmed: ContactDraft = {
    ...draft,
    name: draft.name.trim(),
    email: draft.email.trim(),
    subject: draft.subject.trim(),
    message: draft.message.trim(),
  };
  const missing = (['name', 'email', 'message'] as const).filter((field) => trimmed[field] === '');
  if (missing.length > 0) {
    return { ok: false, message: CONTACT_MESSAGES.requiredFields, fields: missing };
  }
  if (!isEmailAddress(trimmed.email)) {
    return { ok: false, message: CONTACT_MESSAGES.invalidEmail, fields: ['email'] };
  }
  return { ok: true, draft: trimmed };
}
