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
import { contextSeed, hashString, rngFor } from '../shared/seed.ts';
import { REGISTERS, type Register, registerOf, takeOf } from '../shared/register.ts';
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

/** Where a tone template's register starts the answers' wordings: a calm template frames its answers on the first take, a bold one keeps them bare. */
const ANSWER_SHIFT: Record<Register, number> = { calm: 1, middle: 0, bold: 0 };

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
  const register = registerOf(voice, tone);
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
  const infoLines = infoSentences(ctx, info, name, words).map((text) => ({ text, words: words.contentWords(text) }));
  const shift = ctx.toneTemplate ? ANSWER_SHIFT[register] : 0;
  // Each studio, message and register starts the banks at its own place, so two studios' replies, and two templates on one message, read differently.
  const seed = hashString(`${type.value}|${inquiry.value}|${message}|${facts.business}|${name}`) + REGISTERS.indexOf(register);
  const answered = answerQuestions(questions, notes, sheet.facts, infoLines, words, (ctx.variant ?? 0) + shift, seed);
  const inquiryTopic = INQUIRY_TOPIC[inquiry.value as InquiryType];
  // The stock answer of the inquiry speaks only when nothing the client or the staff wrote does.
  const stock = questions.length === 0 && !notes.some((note) => note.topics.includes(inquiryTopic)) ? r(words.inquiryAnswers[inquiry.value as InquiryType]) : '';
  const hasServices = (ctx.profile?.primary_services ?? []).some((s) => !isBlank(s));
  const touch = templateTouch(ctx, rngFor('client-reply', input, ...contextSeed(ctx)));
  const take = ctx.variant ?? 0;
  const rw = words.registers;
  const kind = type.value as CommunicationType;
  const openings = [words.openings[kind], words.altOpenings[kind], ...words.takes.openings[kind]];
  // Every bank is entered at the message's own place, so replies to different messages open, promise and close differently.
  const opening = r(takeOf(openings, seed, take) as string);
  const signer = sheet.instructions.signOff;
  const signature = signer
    ? languagePack(ctx).facts.signedBy(signer, facts.hasName ? facts.business : '')
    : facts.hasName
      ? (takeOf(rw.signatures[register], seed, take) ?? words.team)(facts.business)
      : words.team('');
  const nextStep = takeOf([words.defaultNextSteps[kind], ...words.takes.nextSteps[kind]], seed, take) as string;

  const middle = withoutEcho(
    [
      ...answered.paragraphs,
      answered.rest.map((note, index) => words.answers.frame(note.kind, note.text, take + shift, seed + answered.paragraphs.length + index)).join(' '),
      inquiry.value === 'general' && !hasServices ? '' : stock,
      services ? words.recommend(services) : '',
      ...replyDetails(ctx, sheet, info, name, words, answered.paragraphs.join(' ')),
      notesText ? '' : r(nextStep),
    ].filter(Boolean),
    [message, notesText],
    words.answers.also,
  ).filter((paragraph) => !holdsAvoided(paragraph, sheet.instructions.avoid));
  // A concise template lists two or more answers instead of writing them as paragraphs.
  const shaped = voice.concise && middle.length > 1 ? [middle.map((paragraph) => `• ${paragraph}`).join('\n')] : middle;

  const urgencyLine = r(takeOf(rw.urgency[register][urgency.value], seed, take) ?? words.urgencyLines[urgency.value]);
  const closings = register === 'middle' ? [words.closingLines[tone], ...rw.closings.middle] : rw.closings[register];
  // A template that asks questions asks the client one about her visit, not the marketing question of a post.
  const askBack = touch.question && !voice.concise ? r(takeOf(words.askBack[kind], seed, take) ?? '') : '';
  const closing = [r(takeOf(closings, seed, take) ?? ''), askBack, touch.line ?? ''].filter(Boolean).join(' ');
  const lead = voice.concise ? '' : (takeOf(rw.leads[register], seed, take) ?? '');
  const greeting = take % 2 === 1 ? words.greetingAlt(name, formal, voice.casual && register === 'bold') : words.greeting(name, formal);
  const layout = (seed + take) % 3;
  const blocks =
    layout === 0
      ? [[lead, opening].filter(Boolean).join(' '), ...shaped, urgencyLine, closing]
      : layout === 1
        ? [lead, ...shaped, urgencyLine, closing]
        : [opening, urgencyLine, ...shaped, closing];
  const body = [greeting, ...blocks, `${voice.words.voice.signOffs[tone]}\n${signature}`].filter(Boolean).join('\n\n');
  const subject = r(takeOf([words.subjects[kind], ...words.takes.subjects[kind]], seed, take) as string);
  return { subject: `${words.subjectMarks[urgency.value]}${subject}`, body };
}
