import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TYPES, EMAIL_TONES } from '#domain/studio-options.ts';
import { expectNoSlots, STUDIO, validationError } from '../shared/studio-context.fixture.ts';
import { type EmailInput, generateEmail } from './generate-email.ts';

const base: EmailInput = {
  campaignType: 'promotional',
  subject: 'Spring into balance: 20% off class packs',
  audience: 'existing members',
  goal: 'sell more class packs',
  tone: 'Friendly',
  keyMessage: 'All 10-class packs are 20% off until the end of March.',
  callToAction: 'Buy your class pack',
  additionalNotes: 'Offer valid for members only.',
};

describe('generateEmail', () => {
  it.each(CAMPAIGN_TYPES.map((c) => c.value))('writes a complete %s email', (campaignType) => {
    const email = generateEmail({ ...base, campaignType }, STUDIO);
    expect(email.subject).toBe(base.subject);
    expect(email.preheader.length).toBeGreaterThan(10);
    expect(email.preheader.length).toBeLessThanOrEqual(110);
    expect(email.body).toContain(base.keyMessage);
    expect(email.body).toContain('→ Buy your class pack');
    expect(email.body).toContain('P.S. Offer valid for members only.');
    expect(email.body).toContain('Lotus Flow Studio');
    expectNoSlots(email.body);
    expectNoSlots(email.preheader);
  });

  it('gives the six campaign types different emails', () => {
    const bodies = CAMPAIGN_TYPES.map((c) => generateEmail({ ...base, campaignType: c.value }, STUDIO).body);
    expect(new Set(bodies).size).toBe(6);
    expect(generateEmail({ ...base, campaignType: 'welcome' }, STUDIO).body).toMatch(/Welcome to Lotus Flow Studio/);
    expect(generateEmail({ ...base, campaignType: 'reactivation' }, STUDIO).body).toMatch(/miss you/);
    expect(generateEmail({ ...base, campaignType: 'event' }, STUDIO).body).toMatch(/invited/);
  });

  it('picks a call to action for the campaign when none is given', () => {
    expect(generateEmail({ ...base, campaignType: 'event', callToAction: '', goal: '' }, STUDIO).body).toContain('→ Reserve your place');
    expect(generateEmail({ ...base, campaignType: 'welcome', callToAction: '', goal: '' }, STUDIO).body).toContain('→ Book your first class');
  });

  it('changes wording with the tone, and is deterministic', () => {
    const bodies = EMAIL_TONES.map((tone) => generateEmail({ ...base, tone }, STUDIO).body);
    expect(new Set(bodies).size).toBe(6);
    expect(generateEmail(base, STUDIO)).toEqual(generateEmail(base, STUDIO));
  });

  it('needs a campaign type, a subject and a target audience', () => {
    const expected = { title: 'Missing Information', description: 'Please fill in campaign type, subject, and target audience' };
    expect(validationError(() => generateEmail({ ...base, campaignType: '' }, STUDIO))).toEqual(expected);
    expect(validationError(() => generateEmail({ ...base, subject: ' ' }, STUDIO))).toEqual(expected);
    expect(validationError(() => generateEmail({ ...base, audience: '' }, STUDIO))).toEqual(expected);
  });
});
