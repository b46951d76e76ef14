import { describe, expect, it } from 'vitest';
import type { LegalSection } from './legal-section.ts';
import { PRIVACY_SECTIONS } from './privacy-sections.ts';
import { TERMS_SECTIONS } from './terms-sections.ts';

const text = (sections: readonly LegalSection[], id: string) => {
  const section = sections.find((candidate) => candidate.id === id);
  return (section?.blocks ?? []).map((block) => (typeof block === 'string' ? block : block.list.join(' '))).join(' ');
};

describe('privacy policy', () => {
  it('has its 11 sections, numbered, in order', () => {
    expect(PRIVACY_SECTIONS.map((section) => section.id)).toEqual([
      'company-information',
      'information-collected',
      'use-of-information',
      'information-sharing',
      'data-security',
      'your-rights',
      'cookies',
      'data-retention',
      'international-transfers',
      'policy-changes',
      'contact',
    ]);
    PRIVACY_SECTIONS.forEach((section, index) => {
      expect(section.title.startsWith(`${index + 1}. `)).toBe(true);
    });
  });

  it('names the company and says how device storage and sign-out work', () => {
    expect(text(PRIVACY_SECTIONS, 'company-information')).toContain('Serenity Digital Ltd');
    expect(text(PRIVACY_SECTIONS, 'company-information')).toContain('Mauritius');
    expect(text(PRIVACY_SECTIONS, 'cookies')).toContain('IndexedDB');
    expect(text(PRIVACY_SECTIONS, 'data-security')).toContain('a signed-out shared studio tablet keeps none of your data');
    expect(PRIVACY_SECTIONS.at(-1)?.withContactCard).toBe(true);
  });
});

describe('terms of service', () => {
  it('has its 12 sections, numbered, in order', () => {
    expect(TERMS_SECTIONS.map((section) => section.id)).toEqual([
      'agreement',
      'service-description',
      'user-accounts',
      'subscription-billing',
      'acceptable-use',
      'intellectual-property',
      'service-availability',
      'limitation-of-liability',
      'termination',
      'governing-law',
      'changes-to-terms',
      'contact',
    ]);
    TERMS_SECTIONS.forEach((section, index) => {
      expect(section.title.startsWith(`${index + 1}. `)).toBe(true);
    });
  });

  it('states the account, billing, liability and law rules', () => {
    expect(text(TERMS_SECTIONS, 'user-accounts')).toContain('at least 18 years old');
    expect(text(TERMS_SECTIONS, 'user-accounts')).toContain('One account per person or business');
    const billing = text(TERMS_SECTIONS, 'subscription-billing');
    for (const rule of ['billed monthly in advance', 'do not roll over', 'non-refundable', 'first 7 days', '30 days']) {
      expect(billing).toContain(rule);
    }
    expect(billing).not.toMatch(/\$\d/);
    expect(text(TERMS_SECTIONS, 'limitation-of-liability')).toContain('the amount you paid us in the 12 months');
    expect(text(TERMS_SECTIONS, 'governing-law')).toContain('laws of the Republic of Mauritius');
  });
});
