import { describe, expect, it } from 'vitest';
import { type ContactDraft, EMPTY_CONTACT_DRAFT } from './contact-categories.ts';
import { isEmailAddress, validateContact } from './contact-validation.ts';
import { CONTACT_MESSAGES } from './messages.ts';

const complete: ContactDraft = {
  name: 'Asha Ramjee',
  email: 'asha@lotus-yoga.mu',
  subject: 'Demo for our retreat',
  category: 'partnership',
  message: 'Could you show our team the newsletter tool?',
};

describe('validateContact', () => {
  it('accepts a complete draft and trims its text', () => {
    const result = validateContact({ ...complete, name: '  Asha Ramjee ', email: ' asha@lotus-yoga.mu ' });
    expect(result).toEqual({ ok: true, draft: complete });
  });

  it('accepts a draft without subject, with the default category', () => {
    const result = validateContact({ ...EMPTY_CONTACT_DRAFT, name: 'Asha', email: 'a@b.co', message: 'Hello' });
    expect(result.ok).toBe(true);
  });

  it('refuses an empty form, naming the three required fields', () => {
    expect(validateContact(EMPTY_CONTACT_DRAFT)).toEqual({
      ok: false,
      message: CONTACT_MESSAGES.requiredFields,
      fields: ['name', 'email', 'message'],
    });
  });

  it.each(['name', 'email', 'message'] as const)('refuses a draft whose %s is blank', (field) => {
    const result = validateContact({ ...complete, [field]: '   ' });
    expect(result).toEqual({ ok: false, message: 'Please fill in all required fields', fields: [field] });
  });

  it('refuses an invalid email address with its own message', () => {
    const result = validateContact({ ...complete, email: 'asha@lotus' });
    expect(result).toEqual({ ok: false, message: 'Please enter a valid email address', fields: ['email'] });
  });
});

describe('isEmailAddress', () => {
  it.each(['hello@example.com', 'first.last+tag@studio.co.uk', ' asha@lotus-yoga.mu '])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['asha', 'asha@', '@lotus.mu', 'asha@lotus', 'asha lotus@yoga.mu', 'asha@@lotus.mu', 'asha@lotus.'])(
    'refuses %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
});
