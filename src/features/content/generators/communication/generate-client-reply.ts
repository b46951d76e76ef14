// A reply to a client: subject and body, shaped by the communication type, the
// inquiry type, the urgency (which sets the promised response time) and the tone.
// Each question and worry of the client's message is answered from the staff's notes,
// or with what the studio will confirm; the studio's details are printed as given; the
// client's message and the notes are never echoed.

import { COMMUNICATION_MESSAGES } from '#domain/tools/communication.ts';
import {
  COMMUNICATION_TYPES,
  type CommunicationType,
  INQUIRY_TYPES,
  type InquiryType,
  URGENCY_LEVELS,
} from '#domain/studio-options.ts';
import { languagePack } from '../languages/packs.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { gatherFacts } from '../shared/facts/gather-facts.ts';
import { holdsAvoided } from '../shared/facts/truth.ts';
import { contextSeed, rngFor } from '../shared/seed.ts';
import { templateTouch } from '../shared/template-touch.ts';
import { baseSlots, render } from '../shared/slots.ts';
import { isBlank } from '../shared/text.ts';
import { answerQuestions } from './answer-questions.ts';
import { infoSentences, replyDetails } from './reply-details.ts';
import { withoutEcho } from './no-echo.ts';
import type { ReplyTopic } from './reply-types.ts';

export type ClientReplyInput = {
  communicationType: string;
  clientName?: string;
  inquiryType: string;
  urgency?: string;
  tone?: string;
  /** The client's message as it arrived: its questions are answered, it is never echoed. */
  context?: string;
  /** Services to mention, by name. */
  services?: string;
  /** The staff's notes: what to answer and the next steps; obeyed, never sent as written. */
  nextSteps?: string;
  /** Details for the client (dates, prices, what to bring): printed as given. */
  additionalInfo?: string;
};

export type ClientReply = { subject: string; body: string };

const ROUTINE = URGENCY_LEVELS[0]!;

/** The topic whose facts or notes answer an inquiry of this type. */
const INQUIRY_TOPIC: Record<InquiryType, ReplyTopic> = {
  general: 'general',
  pricing: 'price',
  booking: 'booking',
  services: 'general',
  cancellation: 'refund',
  health: 'medical',
  retreats: 'general',
  corporate: 'general',
};

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
  // "pricing & packages" names a menu entry, not what the studio sells: the reply says "pricing".
  const slots = { ...baseSlots(facts, voice, []), inquiry: (inquiry.label.split(' & ')[0] ?? inquiry.label).toLowerCase() };
  const r = (t: string) => render(t, slots, voice);
  const name = (input.clientName ?? '').trim();
  const formal = tone === 'professional' || tone === 'expert' || voice.formal;
  const field = (value: string | undefined) => (isBlank(value) ? '' : (value as string).trim());
  const [message, notesText, services, info] = [field(input.context), field(input.nextSteps), field(input.services), field(input.additionalInfo)];

  const sheet = gatherFacts(ctx, { facts: [info, services], notes: [notesText] });
  const questions = words.questions(message);
  const notes = words.staffNotes(notesText, name);
  // Takes alternate between the two sets of openings; the next two swap which of them ends on the closing line.
  const alternate = (ctx.variant ?? 0) % 2 === 1;
  const closes = alternate === (Math.floor((ctx.variant ?? 0) / 2) % 2 === 1);
  const infoLines = infoSentences(ctx, info, name, words).map((text) => ({ text, words: words.contentWords(text) }));
  const answered = answerQuestions(questions, notes, sheet.facts, infoLines, words, alternate);
  const inquiryTopic = INQUIRY_TOPIC[inquiry.value as InquiryType];
  // The stock answer of the inquiry speaks only when nothing the client or the staff wrote does.
  const stock = questions.length === 0 && !notes.some((note) => note.topics.includes(inquiryTopic)) ? r(words.inquiryAnswers[inquiry.value as InquiryType]) : '';
  const hasServices = (ctx.profile?.primary_services ?? []).some((s) => !isBlank(s));
  const touch = templateTouch(ctx, rngFor('client-reply', input, ...contextSeed(ctx)));
  const opening = r((alternate ? words.altOpenings : words.openings)[type.value as CommunicationType]);
  const signer = sheet.instructions.signOff;
  const signature = signer ? languagePack(ctx).facts.signedBy(signer, facts.hasName ? facts.business : '') : words.team(facts.business);

  const middle = withoutEcho(
    [
      ...answered.paragraphs,
      answered.rest.map((note) => note.text).join(' '),
      inquiry.value === 'general' && !hasServices ? '' : stock,
      services ? words.recommend(services) : '',
      ...replyDetails(ctx, sheet, info, name, words, answered.paragraphs.join(' ')),
      notesText ? '' : words.defaultNextSteps[type.value as CommunicationType],
    ].filter(Boolean),
    [message, notesText],
    words.answers.also,
  ).filter((paragraph) => !holdsAvoided(paragraph, sheet.instructions.avoid));

  const body = [
    words.greeting(name, formal),
    opening,
    ...middle,
    r((alternate ? words.altUrgencyLines : words.urgencyLines)[urgency.value]),
    [closes ? r(words.closingLines[tone]) : '', touch.line ?? ''].filter(Boolean).join(' '),
    `${voice.words.voice.signOffs[tone]}\n${signature}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: `${words.subjectMarks[urgency.value]}${r(words.subjects[type.value as CommunicationType])}`, body };
}
