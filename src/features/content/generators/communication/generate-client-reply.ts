// A reply to a client: subject and body, shaped by the communication type, the
// inquiry type, the urgency (which sets the promised response time) and the tone.

import { COMMUNICATION_MESSAGES } from '#domain/tools/communication.ts';
import {
  COMMUNICATION_TYPES,
  type CommunicationType,
  INQUIRY_TYPES,
  type InquiryType,
  URGENCY_LEVELS,
} from '#domain/studio-options.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { contextSeed, rngFor } from '../shared/seed.ts';
import { templateTouch } from '../shared/template-touch.ts';
import { baseSlots, render } from '../shared/slots.ts';
import { isBlank } from '../shared/text.ts';

export type ClientReplyInput = {
  communicationType: string;
  clientName?: string;
  inquiryType: string;
  urgency?: string;
  tone?: string;
  context?: string;
  services?: string;
  nextSteps?: string;
  additionalInfo?: string;
};

export type ClientReply = { subject: string; body: string };

const ROUTINE = URGENCY_LEVELS[0]!;

export function generateClientReply(input: ClientReplyInput, ctx: GeneratorContext = {}): ClientReply {
  const type = COMMUNICATION_TYPES.find((c) => c.value === input.communicationType);
  const inquiry = INQUIRY_TYPES.find((i) => i.value === input.inquiryType);
  if (!type || !inquiry) {
    const { title, description } = COMMUNICATION_MESSAGES.missingFields;
    throw new GeneratorValidationError(title, description);
  }
  const urgency = URGENCY_LEVELS.find((u) => u.value === input.urgency) ?? ROUTINE;
  const voice = brandVoice(ctx);
  const words = voice.words.reply;
  const tone = toneVoice(input.tone, voice);
  const facts = brandFacts(ctx);
  const slots = { ...baseSlots(facts, voice, []), inquiry: inquiry.label.toLowerCase() };
  const r = (t: string) => render(t, slots, voice);
  const name = (input.clientName ?? '').trim();
  const formal = tone === 'professional' || tone === 'expert' || voice.formal;
  const greeting = words.greeting(name, formal);
  const field = (value: string | undefined) => (isBlank(value) ? '' : (value as string).trim());
  const services = field(input.services);

  // Takes alternate between the two sets of openings; the next two swap which of them ends on the closing line.
  const alternate = (ctx.variant ?? 0) % 2 === 1;
  const closes = alternate === (Math.floor((ctx.variant ?? 0) / 2) % 2 === 1);
  const touch = templateTouch(ctx, rngFor('client-reply', input, ...contextSeed(ctx)));
  const opening = r((alternate ? words.altOpenings : words.openings)[type.value as CommunicationType]);
  const heard = field(input.context) ? words.acknowledge(field(input.context), name) : '';
  const body = [
    greeting,
    ...(alternate ? [heard, opening] : [opening, heard]),
    r(words.inquiryAnswers[inquiry.value as InquiryType]),
    services ? words.recommend(services) : '',
    field(input.nextSteps) ? words.nextStep(field(input.nextSteps), name) : words.defaultNextSteps[type.value as CommunicationType],
    r((alternate ? words.altUrgencyLines : words.urgencyLines)[urgency.value]),
    [closes ? r(words.closingLines[tone]) : '', touch.line ?? ''].filter(Boolean).join(' '),
    field(input.additionalInfo) ? words.goodToKnow(field(input.additionalInfo), name) : '',
    `${voice.words.voice.signOffs[tone]}\n${words.team(facts.business)}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: `${words.subjectMarks[urgency.value]}${r(words.subjects[type.value as CommunicationType])}`, body };
}
