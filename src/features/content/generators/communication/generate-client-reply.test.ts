import { describe, expect, it } from 'vitest';
import { COMMUNICATION_TONES, COMMUNICATION_TYPES, INQUIRY_TYPES } from '#domain/studio-options.ts';
import { REPLY_WORDS } from '../languages/en/communication/reply-words.ts';
import { expectNoSlots, STUDIO, validationError } from '../shared/studio-context.fixture.ts';
import { BOLD, SERENE } from '../shared/tone-templates.fixture.ts';
import { type ClientReplyInput, generateClientReply } from './generate-client-reply.ts';

const base: ClientReplyInput = {
  communicationType: 'inquiry-response',
  clientName: 'Amelia',
  inquiryType: 'pricing',
  urgency: 'routine',
  tone: 'Warm & Friendly',
  context: 'hi! can my partner share my 10-class pack?? and is parking free in the evening',
  services: 'Vinyasa flow on Tuesday evenings',
  nextSteps: 'yes the pack can be shared with a partner. hold a place for her on Tuesday',
  additionalInfo: 'Parking is free after 6 pm.',
};

describe('generateClientReply', () => {
  it('says when the client will hear back, by urgency', () => {
    expect(generateClientReply({ ...base, urgency: 'routine' }, STUDIO).body).toMatch(/within 24–48 hours|within one or two working days/);
    const priority = generateClientReply({ ...base, urgency: 'priority' }, STUDIO);
    expect(priority.body).toContain('the same day');
    expect(priority.subject).toMatch(/^Priority: /);
    const urgent = generateClientReply({ ...base, urgency: 'urgent' }, STUDIO);
    expect(urgent.body).toContain('within 2 hours');
    expect(urgent.subject).toMatch(/^Urgent: /);
  });

  it('greets the client, answers each of her questions and carries every field the form gave', () => {
    const { subject, body } = generateClientReply(base, STUDIO);
    expect(body.startsWith('Hi Amelia,')).toBe(true);
    for (const fact of ['Yes, the pack can certainly be shared with a partner.', "We'll hold a place for you on Tuesday.", 'our vinyasa flow on Tuesday evenings', 'Parking is free after 6 pm.']) {
      expect(body).toContain(fact);
    }
    // Staff notes are turned into sentences to the client, never pasted under a label.
    expect(body).not.toMatch(/Regarding your message|Next steps:|Please also note:|her partner|hold a place for her/);
    expect(body).toContain('Lotus Flow Studio');
    // The subject names what she asked about, in one of its wordings.
    expect(subject).toMatch(/pricing/i);
    expectNoSlots(body);
  });

  it('writes a different reply for every communication type and every inquiry type', () => {
    const byType = COMMUNICATION_TYPES.map((t) => generateClientReply({ ...base, communicationType: t.value }, STUDIO));
    expect(new Set(byType.map((r) => r.body)).size).toBe(6);
    expect(new Set(byType.map((r) => r.subject)).size).toBe(6);
    const byInquiry = INQUIRY_TYPES.map((i) => generateClientReply({ ...base, inquiryType: i.value }, STUDIO));
    expect(new Set(byInquiry.map((r) => `${r.subject}\n${r.body}`)).size).toBe(8);
    expect(generateClientReply({ ...base, context: '', nextSteps: '', inquiryType: 'health' }, STUDIO).body).toMatch(/doctor/);
  });

  it('changes wording with the tone and is formal when the tone is', () => {
    const bodies = COMMUNICATION_TONES.map((tone) => generateClientReply({ ...base, tone }, STUDIO).body);
    expect(new Set(bodies).size).toBe(6);
    expect(generateClientReply({ ...base, tone: 'Professional' }, STUDIO).body.startsWith('Dear Amelia,')).toBe(true);
    expect(generateClientReply(base, STUDIO)).toEqual(generateClientReply(base, STUDIO));
  });

  it('fills in sensible defaults for a bare request', () => {
    const { body } = generateClientReply({ communicationType: 'booking-confirmation', inquiryType: 'booking' });
    expect(body.startsWith('Hello,')).toBe(true);
    expect(generateClientReply({ communicationType: 'follow-up', inquiryType: 'general', tone: 'Upbeat' }).body.startsWith('Hi there,')).toBe(true);
    // No studio rule the inputs do not give ("arrive ten minutes early").
    expect(body).not.toMatch(/ten minutes early|comfortable clothing/);
    // The next step comes from the booking confirmation's own bank, entered at the message's place.
    const steps = [REPLY_WORDS.defaultNextSteps['booking-confirmation'], ...REPLY_WORDS.takes.nextSteps['booking-confirmation']];
    expect(steps.some((step) => body.includes(step))).toBe(true);
    expectNoSlots(body);
  });

  it('needs a communication type and an inquiry type', () => {
    const expected = { title: 'Missing Information', description: 'Please select communication type and inquiry type' };
    expect(validationError(() => generateClientReply({ ...base, communicationType: '' }, STUDIO))).toEqual(expected);
    expect(validationError(() => generateClientReply({ ...base, inquiryType: '' }, STUDIO))).toEqual(expected);
  });
});

describe('the close of a reply', () => {
  it('signs off once and says a yes plainly, for every kind of reply, tone, template and take', () => {
    for (const { value: communicationType } of COMMUNICATION_TYPES) {
      for (const tone of COMMUNICATION_TONES) {
        for (const toneTemplate of [SERENE, BOLD, undefined]) {
          for (const variant of [0, 1, 2, 3]) {
            const { body } = generateClientReply({ ...base, communicationType, tone, nextSteps: 'yes, cash or card at the door' }, { ...STUDIO, toneTemplate, variant });
            const close = body.split('\n\n').filter((block) => !block.startsWith('P.S.')).at(-1)?.split('\n') ?? [];
            const label = `${communicationType} ${tone} ${toneTemplate?.name ?? 'no template'} take ${variant}: ${close.join(' / ')}`;
            expect(close.filter((line) => /,$/.test(line.trim())), label).toHaveLength(1);
            expect(close.at(-1), label).not.toMatch(/^(?:with (?:care|love|warmth)|warmly|best|cheers)\b/i);
            expect(body, label).not.toMatch(/happy to say so|pleasure on our side/);
          }
        }
      }
    }
  });
});
