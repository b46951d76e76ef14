import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TYPES, EMAIL_TONES } from '#domain/studio-options.ts';
import { headlineProblems, sharedSentenceShare, stockSentences } from '../polish/measures.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { toneTemplate } from '../shared/tone-templates.fixture.ts';
import { type EmailInput, generateEmail } from './generate-email.ts';

const SERENE = toneTemplate('nurturing', [15, 15, 30, 20], 'nurturing', true);
const BOLD = toneTemplate('motivational', [85, 90, 85, 85], 'motivational', false);

const INPUTS: EmailInput[] = [
  { campaignType: 'event', subject: 'Full moon sound bath', audience: 'members', tone: 'Friendly', keyMessage: 'Sound bath with Ravi on Friday 14 March, 7pm, Rs 600.' },
  { campaignType: 'nurture', subject: 'Sleep a little better', audience: 'clients who sleep badly', tone: 'Calm & Soothing' },
  { campaignType: 'promotional', subject: 'Winter glow', audience: 'spa guests', tone: 'Professional', keyMessage: 'Hot stone massage 20% off until 31 January.' },
  { campaignType: 'reactivation', subject: 'We miss you', audience: 'lapsed members', tone: 'Inspiring' },
];
const inputsOf = (input: EmailInput) => Object.values(input).map(String);
const text = (e: { subject: string; preheader: string; body: string }) => `${e.subject}\n${e.preheader}\n${e.body}`;

describe('an email that follows its tone template', () => {
  it.each(INPUTS.map((input) => [input.campaignType, input] as const))('a serene and a bold template share under half their sentences (%s)', (_, input) => {
    // Before, the two templates changed fewer than one sentence in ten: the same opening, closing and closer.
    const serene = generateEmail(input, { ...STUDIO, toneTemplate: SERENE });
    const bold = generateEmail(input, { ...STUDIO, toneTemplate: BOLD });
    expect(sharedSentenceShare(text(serene), text(bold), inputsOf(input))).toBeLessThanOrEqual(0.5);
  });
});

describe('regenerating an email', () => {
  it.each(INPUTS.flatMap((input) => [STUDIO, {}].map((ctx) => [input.campaignType, ctx === STUDIO ? 'a profile' : 'no profile', input, ctx] as const)))(
    'writes each next take anew, subject and preheader too (%s, %s)',
    (_, __, input, ctx) => {
      const takes = [0, 1, 2, 3, 4].map((variant) => generateEmail(input, { ...ctx, variant }));
      for (let n = 0; n < 4; n += 1) {
        expect(sharedSentenceShare(text(takes[n]!), text(takes[n + 1]!), inputsOf(input))).toBeLessThanOrEqual(0.3);
        expect(takes[n + 1]!.subject).not.toBe(takes[n]!.subject);
        expect(takes[n + 1]!.preheader).not.toBe(takes[n]!.preheader);
      }
    },
  );

  it('keeps every subject within 70 characters, free of the audience and the key message', () => {
    const long = { ...INPUTS[0]!, subject: 'Our full moon sound bath and yin evening with Ravi and Priya in the garden this March', audience: 'all our members and their friends who love sound healing' };
    for (const variant of [0, 1, 2, 3]) {
      const { subject } = generateEmail(long, { ...STUDIO, variant });
      expect(headlineProblems(subject, [long.audience, long.keyMessage ?? ''])).toEqual([]);
    }
  });

  it('never stacks two colons when the subject typed already has one', () => {
    const input = { ...INPUTS[2]!, subject: 'Sound baths: two for one in May' };
    for (const ctx of [STUDIO, { ...STUDIO, toneTemplate: SERENE }, { ...STUDIO, toneTemplate: BOLD }]) {
      const subjects = [0, 1, 2, 3, 4].map((variant) => generateEmail(input, { ...ctx, variant }).subject);
      // Before: "Just announced: Sound baths: two for one in May".
      for (const subject of subjects) expect(subject.match(/:/g) ?? []).toHaveLength(1);
      expect(new Set(subjects).size).toBe(subjects.length);
    }
    // A time is no colon that joins: "Heads up: class at 10:30" is framed as ever.
    const timed = [1, 2, 3, 4].map((variant) => generateEmail({ ...input, subject: 'Class at 10:30 on Sunday' }, { ...STUDIO, toneTemplate: BOLD, variant }).subject);
    expect(timed.some((subject) => /^[^:]+: Class at 10:30/.test(subject))).toBe(true);
  });
});

describe('an email corpus', () => {
  it('says no stock sentence in more than one email in five', () => {
    const studios = [STUDIO, { profile: { business_name: 'Spa Ananda', business_type: 'spa' } }, {}];
    const outputs = CAMPAIGN_TYPES.flatMap((campaign) =>
      EMAIL_TONES.flatMap((tone, t) =>
        studios.flatMap((studio, s) =>
          [0, 1].map((variant) => {
            const input = { campaignType: campaign.value, subject: `Spring news ${t}${s}`, audience: 'members', tone };
            return { text: text(generateEmail(input, { ...studio, variant, toneTemplate: [SERENE, BOLD, undefined][(t + s) % 3] })), inputs: inputsOf(input) };
          }),
        ),
      ),
    );
    expect(stockSentences(outputs).map((s) => `${s.share.toFixed(2)} ${s.sentence}`)).toEqual([]);
  });
});
