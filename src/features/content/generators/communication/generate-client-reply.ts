// A reply to a client: subject and body, shaped by the communication type, the
// inquiry type, the urgency (which sets the promised response time) and the tone.

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
import { GENERATOR_MESSAGES } from '../shared/messages.ts';
import { contextSeed, rngFor } from '../shared/seed.ts';
import { templateTouch } from '../shared/template-touch.ts';
import { baseSlots, render } from '../shared/slots.ts';
import { isBlank } from '../shared/text.ts';
import { acknowledge, goodToKnow, nextStep, recommend } from './client-facing.ts';
import {
  ALT_OPENINGS,
  ALT_URGENCY_LINES,
  CLOSING_LINES,
  DEFAULT_NEXT_STEPS,
  INQUIRY_ANSWERS,
  OPENINGS,
  SUBJECTS,
} from './reply-phrases.ts';

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

const URGENCY_LINES = {
  routine: 'We aim to answer every message within 24–48 hours, so you can expect to hear from us again within that time if anything else is needed.',
  priority: 'As this is a priority request, we will get back to you with everything you need the same day.',
  urgent: 'Because this is urgent, a member of our team will contact you personally within 2 hours.',
} as const;

const ROUTINE = URGENCY_LEVELS[0]!;

export function generateClientReply(input: ClientReplyInput, ctx: GeneratorContext = {}): ClientReply {
  const type = COMMUNICATION_TYPES.find((c) => c.value === input.communicationType);
  const inquiry = INQUIRY_TYPES.find((i) => i.value === input.inquiryType);
  if (!type || !inquiry) {
    const { title, description } = GENERATOR_MESSAGES.communication;
    throw new GeneratorValidationError(title, description);
  }
  const urgency = URGENCY_LEVELS.find((u) => u.value === input.urgency) ?? ROUTINE;
  const voice = brandVoice(ctx);
  const tone = toneVoice(input.tone, voice);
  const facts = brandFacts(ctx);
  const slots = { ...baseSlots(facts, voice, []), inquiry: inquiry.label.toLowerCase() };
  const r = (t: string) => render(t, slots, voice);
  const name = (input.clientName ?? '').trim();
  const formal = tone === 'professional' || tone === 'expert' || voice.formal;
  const greeting = name ? `${formal ? 'Dear' : 'Hi'} ${name},` : formal ? 'Hello,' : 'Hi there,';
  const field = (value: string | undefined) => (isBlank(value) ? '' : (value as string).trim());
  const services = field(input.services);

  const alternate = (ctx.variant ?? 0) % 2 === 1;
  const touch = templateTouch(ctx, rngFor('client-reply', input, ...contextSeed(ctx)));
  const opening = r((alternate ? ALT_OPENINGS : OPENINGS)[type.value as CommunicationType]);
  const heard = field(input.context) ? acknowledge(field(input.context), name) : '';
  const body = [
    greeting,
    ...(alternate ? [heard, opening] : [opening, heard]),
    r(INQUIRY_ANSWERS[inquiry.value as InquiryType]),
    services ? recommend(services) : '',
    field(input.nextSteps) ? nextStep(field(input.nextSteps), name) : DEFAULT_NEXT_STEPS[type.value as CommunicationType],
    r((alternate ? ALT_URGENCY_LINES : URGENCY_LINES)[urgency.value]),
    [alternate ? '' : r(CLOSING_LINES[tone]), touch.line ?? ''].filter(Boolean).join(' '),
    field(input.additionalInfo) ? goodToKnow(field(input.additionalInfo), name) : '',
    `${voice.words.voice.signOffs[tone]}\nThe team at ${facts.business}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const prefix = urgency.value === 'urgent' ? 'Urgent: ' : urgency.value === 'priority' ? 'Priority: ' : '';
  return { subject: `${prefix}${r(SUBJECTS[type.value as CommunicationType])}`, body };
}
