import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TYPES, EMAIL_TONES } from '#domain/studio-options.ts';
import { expectNoSlots, STUDIO, validationError } from '../shared/studio-context.fixture.ts';
import { sharedRun } from '../shared/facts/truth.ts';
import { CAMPAIGN_TAKES } from '../languages/en/email/campaign-takes.ts';
import { BOLD, SERENE } from '../shared/tone-templates.fixture.ts';
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
    // The notes are for the writer: a note that asks nothing is left out.
    expect(email.body).not.toContain('Offer valid for members only');
    expect(email.body).toContain('Lotus Flow Studio');
    expectNoSlots(email.body);
    expectNoSlots(email.preheader);
  });

  it('gives the six campaign types different emails', () => {
    const bodies = CAMPAIGN_TYPES.map((c) => generateEmail({ ...base, campaignType: c.value }, STUDIO).body);
    expect(new Set(bodies).size).toBe(6);
    expect(generateEmail({ ...base, campaignType: 'welcome' }, STUDIO).body).toMatch(/Welcome to Lotus Flow Studio|joining Lotus Flow Studio|welcome to Lotus Flow Studio|part of the Lotus Flow Studio community/);
    expect(generateEmail({ ...base, campaignType: 'reactivation' }, STUDIO).body).toMatch(/miss you/);
    expect(generateEmail({ ...base, campaignType: 'event' }, STUDIO).body).toMatch(/invited|hosting|coming up|planning/);
  });

  it('picks a call to action for the campaign when none is given', () => {
    const ctaOf = (campaignType: string, variant = 0) => /→ (.+)/.exec(generateEmail({ ...base, campaignType, callToAction: '', goal: '' }, { ...STUDIO, variant }).body)?.[1];
    expect(CAMPAIGN_TAKES.event.ctas).toContain(ctaOf('event'));
    expect(CAMPAIGN_TAKES.welcome.ctas).toContain(ctaOf('welcome'));
    // The next take asks in other words.
    expect(ctaOf('event', 1)).not.toBe(ctaOf('event'));
  });

  it('names a teacher with an accented name whole', () => {
    for (const teacher of ['Zoë', 'Émilie']) {
      const body = generateEmail({ ...base, campaignType: 'event', subject: `Yin yoga with ${teacher}`, keyMessage: '' }, STUDIO).body;
      expect(body).toContain(`Led by ${teacher}`);
    }
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

const RETREAT = `SOLSTICE RETREAT 🌞 19-21 June
Two nights at Lagoon Flow, Grand Baie. Led by Anaïs (yoga) & Ravi (sound bath).
Rs 12,500 pp incl. all meals, early bird Rs 11,000 until 1 June
Bring: mat, warm layers, water bottle
Book on WhatsApp +230 5712 3456 or www.lagoonflow.mu/solstice
Only 5 places left!`;
const NOTES = `Please remind them to bring warm layers, evenings get cold. Mention the studio is closed 25 Dec & 1 Jan. Sign off from Anaïs, not 'the team'.`;
const LAGOON = { profile: { ...STUDIO.profile, business_name: 'Lagoon Flow Yoga' } };
const retreat: EmailInput = { campaignType: 'event', subject: 'Solstice Retreat', audience: 'members', tone: 'Calm & Soothing', details: RETREAT, additionalNotes: NOTES };

describe('an offer with a deadline', () => {
  it('says the date it runs until, never as a day to put in the diary', () => {
    for (const toneTemplate of [SERENE, BOLD, undefined]) {
      for (const variant of [0, 1, 2]) {
        const keyMessage = 'New members get their first week of hiit classes free until 30 April.';
        const { body } = generateEmail({ ...base, campaignType: 'promotional', subject: 'Your first week free', keyMessage }, { ...STUDIO, toneTemplate, variant });
        expect(body).toContain('until 30 April');
        // The key message is printed as written, the acronym in its case.
        expect(body).toContain('first week of HIIT classes free');
        expect(body, `${toneTemplate?.name} take ${variant}: ${body}`).not.toMatch(/30 April[^.!]*(?:diary|calendar)|(?:diary|calendar)[^.!]*30 April|be there|see you on 30 April|Mark 30 April|30 April is the day/i);
      }
    }
  });
});

describe('the close of an email', () => {
  it('signs off once: one sign-off line, then who it is from, for every campaign, tone, template and take', () => {
    for (const { value: campaignType } of CAMPAIGN_TYPES) {
      for (const tone of EMAIL_TONES) {
        for (const toneTemplate of [SERENE, BOLD, undefined]) {
          for (const variant of [0, 1, 2]) {
            const { body } = generateEmail({ ...base, campaignType, tone }, { ...STUDIO, toneTemplate, variant });
            const close = body.split('\n\n').filter((block) => !block.startsWith('P.S.')).at(-1)?.split('\n') ?? [];
            const label = `${campaignType} ${tone} ${toneTemplate?.name ?? 'no template'} take ${variant}: ${close.join(' / ')}`;
            expect(close.filter((line) => /,$/.test(line.trim())), label).toHaveLength(1);
            expect(close.at(-1), label).not.toMatch(/^(?:with (?:care|love|warmth)|warmly|best|cheers)\b/i);
          }
        }
      }
    }
  });
});

describe('an email that tells the truth', () => {
  it('keeps every sentence of the pasted details a reader needs, what the studio provides included', () => {
    const details = 'Friday 14 March, 7:30-9pm. £25, or £20 for members. Bring a blanket and a water bottle. Mats and bolsters provided. Herbal tea included.';
    for (const variant of [0, 1]) {
      const { body } = generateEmail({ ...base, campaignType: 'event', subject: 'Full moon sound bath', details }, { ...STUDIO, variant });
      for (const sentence of ['7:30-9pm', '£20 for members', 'Bring a blanket and a water bottle', 'Mats and bolsters provided', 'Herbal tea included']) expect(body, `take ${variant}`).toContain(sentence);
    }
  });

  it.each([0, 1])('prints every pasted fact, never cut (take %i)', (variant) => {
    const { body } = generateEmail(retreat, { ...LAGOON, variant });
    for (const fact of ['19-21 June', 'Anaïs (yoga)', 'Ravi (sound bath)', 'Rs 12,500 pp', 'early bird Rs 11,000', 'mat, warm layers, water bottle', '+230 5712 3456', 'www.lagoonflow.mu/solstice', 'Only 5 places left']) {
      expect(body).toContain(fact);
    }
  });

  it('names every teacher in the leader line, not only the first', () => {
    // The key message named Anaïs and Ravi; "Led by Anaïs (yoga)" alone dropped Ravi.
    const { body } = generateEmail({ ...retreat, details: '', keyMessage: RETREAT }, LAGOON);
    expect(body).toContain('• Led by Anaïs (yoga), Ravi (sound bath)');
  });

  it('obeys the notes instead of printing them: signs as Anaïs, reminds and mentions in the reader\'s words', () => {
    const { body } = generateEmail(retreat, LAGOON);
    expect(body).not.toMatch(/remind them|Sign off|The team at/i);
    expect(body).toMatch(/Anaïs\nLagoon Flow Yoga/);
    expect(body).toContain('P.S. Please remember to bring warm layers, evenings get cold.');
    expect(body).toContain("We're closed on 25 Dec & 1 Jan.");
  });

  it.each([0, 1])('asserts no level, provision or capacity the studio did not give (take %i)', (variant) => {
    const { body } = generateEmail({ ...retreat, details: '', additionalNotes: '', keyMessage: 'A morning of yin with Priya.' }, { ...STUDIO, variant });
    expect(body).not.toMatch(/all levels|beginners|provided|limited|small/i);
  });

  it('closes a fixed-date event on its date, not "whenever suits you"', () => {
    const bodies = [0, 1, 2, 3].map((variant) => generateEmail(retreat, { ...LAGOON, variant }).body);
    for (const body of bodies) expect(body).not.toMatch(/whenever suits you|no rush/i);
    expect(bodies.some((body) => body.includes('on 19-21 June'))).toBe(true);
  });

  it('takes the date of a brief for its closer, and every line of the brief', () => {
    const { body } = generateEmail({ ...retreat, details: '', additionalNotes: '' }, { ...STUDIO, brief: { starts_on: '2026-06-19', ends_on: '2026-06-21', price: 'Rs 12,500 per person', booking: 'WhatsApp +230 5712 3456' } });
    expect(body).toContain('When: Friday 19 – Sunday 21 June 2026');
    expect(body).toContain('Price: Rs 12,500 per person');
    expect(body).toContain('on Friday 19 June');
  });

  it('never quotes the audience', () => {
    const audience = 'Women and men 28-55 living or working in the north of Mauritius. Worries: back pain';
    for (const campaignType of CAMPAIGN_TYPES.map((c) => c.value)) {
      expect(sharedRun(generateEmail({ ...base, campaignType, audience }, STUDIO).body, audience)).toBeLessThan(8);
    }
  });

  it('leaves out a sentence holding a word the notes forbid', () => {
    const { body } = generateEmail({ ...base, campaignType: 'promotional', additionalNotes: "Don't use the word 'space'." }, STUDIO);
    expect(body).not.toMatch(/\bspace\b/i);
  });

  it('links the call to action when the link is a web address, and leaves a wrong one out', () => {
    expect(generateEmail({ ...base, ctaLink: 'www.lotusflow.mu/packs' }, STUDIO).body).toContain('→ Buy your class pack: https://www.lotusflow.mu/packs');
    const wrong = generateEmail({ ...base, ctaLink: 'javascript:alert(1)' }, STUDIO).body;
    expect(wrong).toContain('→ Buy your class pack\n');
    expect(wrong).not.toContain('javascript');
  });
});
