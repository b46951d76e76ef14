import { describe, expect, it } from 'vitest';
import { sharedSentenceShare } from '../polish/measures.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { toneTemplate } from '../shared/tone-templates.fixture.ts';
import { type ClientReplyInput, generateClientReply } from './generate-client-reply.ts';

const SERENE = toneTemplate('nurturing', [15, 15, 30, 20], 'nurturing', true);
const BOLD = toneTemplate('motivational', [85, 90, 85, 85], 'motivational', false);

const bare: ClientReplyInput = { communicationType: 'booking-confirmation', inquiryType: 'booking', clientName: 'Priya', urgency: 'priority', tone: 'Warm & Friendly' };
const inputsOf = (input: ClientReplyInput) => Object.values(input).map(String);

describe('a client reply that follows its tone template and rewrites', () => {
  it('a serene and a bold template share under half their sentences', () => {
    // Before, only the sign-off told the two templates apart.
    const serene = generateClientReply(bare, { ...STUDIO, toneTemplate: SERENE }).body;
    const bold = generateClientReply(bare, { ...STUDIO, toneTemplate: BOLD }).body;
    expect(sharedSentenceShare(serene, bold, inputsOf(bare))).toBeLessThanOrEqual(0.5);
  });

  it('writes each next take anew when the staff wrote no notes', () => {
    const takes = [0, 1, 2, 3, 4].map((variant) => generateClientReply(bare, { ...STUDIO, variant }));
    for (let n = 0; n < 4; n += 1) {
      expect(sharedSentenceShare(takes[n]!.body, takes[n + 1]!.body, inputsOf(bare))).toBeLessThanOrEqual(0.3);
      expect(takes[n + 1]!.subject).not.toBe(takes[n]!.subject);
    }
  });

  it('reads "says no. sign off from Anaïs" as two notes, not one broken promise', () => {
    const { body } = generateClientReply(
      { ...bare, communicationType: 'inquiry-response', inquiryType: 'retreats', context: 'if my doctor says no can i get a refund?', nextSteps: 'offer full refund if doctor says no. sign off from Anaïs' },
      STUDIO,
    );
    expect(body).toContain("If your doctor says no, we'll refund you in full.");
    expect(body).not.toMatch(/says no\. sign/i);
    expect(body).toMatch(/Anaïs\nLotus Flow Studio/);
  });
});
