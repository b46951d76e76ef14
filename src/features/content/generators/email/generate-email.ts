// A marketing email for one of six campaign types: subject, preheader and body.
// The studio's facts (key message, details, the brief, the facts in the notes) are
// all printed; the notes are obeyed (who signs, what to remind and mention, words to
// avoid) and never printed; the audience and goal steer and are never quoted; a stock
// sentence that claims what the studio's words do not say is left out.

import { EMAIL_MESSAGES } from '#domain/tools/email.ts';
import { CAMPAIGN_TYPES, type CampaignType } from '#domain/studio-options.ts';
import { webAddress } from '#domain/web-address.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { gatherFacts } from '../shared/facts/gather-facts.ts';
import { groundsOf, truthful, withoutSteering } from '../shared/facts/grounds.ts';
import { languagePack } from '../languages/packs.ts';
import { contextSeed, hashString, pick, rngFor } from '../shared/seed.ts';
import { templateTouch } from '../shared/template-touch.ts';
import { REGISTERS, registerOf, takeOf } from '../shared/register.ts';
import { assemble, layoutOf } from './email-layout.ts';
import { takeSubject } from './email-subject.ts';
import { baseSlots, render } from '../shared/slots.ts';
import { isBlank, truncateAtWord } from '../shared/text.ts';
import { eventDate, factLines, readerText } from '../shared/facts/piece-facts.ts';

export type EmailInput = {
  campaignType: string;
  subject: string;
  audience: string;
  goal?: string;
  tone?: string;
  keyMessage?: string;
  /** Pasted details for the reader: dates, prices, what to bring, how to book. */
  details?: string;
  callToAction?: string;
  /** The web address the call to action points to. */
  ctaLink?: string;
  additionalNotes?: string;
};

export type MarketingEmail = { subject: string; preheader: string; body: string };

/** Campaigns that announce (an event, an offer, a welcome, an invitation back) are about the news, not practice advice. */
const ANNOUNCING: ReadonlySet<CampaignType> = new Set(['promotional', 'welcome', 'event', 'reactivation']);

export function generateEmail(input: EmailInput, ctx: GeneratorContext = {}): MarketingEmail {
  const known = CAMPAIGN_TYPES.some((c) => c.value === input.campaignType);
  if (!known || isBlank(input.subject) || isBlank(input.audience)) {
    const { title, description } = EMAIL_MESSAGES.missingFields;
    throw new GeneratorValidationError(title, description);
  }
  const voice = brandVoice(ctx);
  const words = voice.words.email;
  const tone = toneVoice(input.tone, voice);
  const facts = brandFacts(ctx, { audience: input.audience });
  const rng = rngFor('email', input, facts, voice.personality, ...contextSeed(ctx));
  const keyword = facts.seoKeywords[0] ?? (facts.specialties[0] ?? '').toLowerCase();
  const keyMessage = readerText(ctx, input.keyMessage ?? '');
  const sheet = gatherFacts(ctx, { facts: [input.keyMessage, input.details], notes: [input.additionalNotes] });
  const when = eventDate(ctx, sheet);
  const slots = { ...baseSlots(facts, voice, [keyword]), when };
  const r = (t: string) => render(t, slots, voice);
  const keep = truthful(ctx, groundsOf(ctx, input), sheet.instructions.avoid);
  /** A stock sentence, rendered, or '' when it claims what the studio's words do not say. */
  const stock = (template: string | undefined) => (template && withoutSteering([template]).length > 0 && keep(r(template)) ? r(template) : '');
  const announcing = ANNOUNCING.has(input.campaignType as CampaignType);
  const take = ctx.variant ?? 0;
  const register = registerOf(voice, tone);
  const rw = words.registers;
  const takes = words.takes[input.campaignType as CampaignType];
  // Each register starts its banks at its own place, so two templates on one input open and close differently.
  const seed = hashString(`${input.campaignType}|${input.subject}`) + REGISTERS.indexOf(register);
  /** The take's item of a bank of stock sentences: rendered, and only those that claim nothing the studio's words do not say. */
  const at = (bank: readonly string[] | undefined, shift = 0) => stock(takeOf(withoutSteering(bank ?? []).filter((t) => stock(t)), seed + shift, take));
  const cta = (input.callToAction ?? '').trim() || (words.goalCta(input.goal ?? '') ?? (at(takes.ctas, 9) || (takes.ctas[0] ?? '')));
  // In the middle each take closes with the next closer of the tone. A dated event closes on its date.
  const toneClosers = withoutSteering(announcing ? (when ? words.datedClosers[tone] : words.announceClosers[tone]) : voice.words.voice.phrases[tone].closers);
  const registerClosers = rw.closers[register][announcing && when ? 'dated' : 'plain'];
  const closer = registerClosers.length > 0 ? at(registerClosers, 1) : stock(takeOf(toneClosers, hashString(input.subject), take));

  const given = factLines(sheet, keyMessage);
  // Who leads and what to bring, as the facts or the key message's own sentences say them ("Ravi leads...").
  const said = words.keyFacts(input.subject, keyMessage);
  const people = sheet.facts.filter((fact) => fact.kind === 'person').map((fact) => fact.text);
  const leader = people.length > 0 ? people.join(', ') : said.leader;
  const bring = sheet.facts.find((fact) => fact.kind === 'bring')?.text ?? said.bring?.replace(/^bring\s+/i, '');
  // An announcement with the studio's own facts lists those; stock points assert nothing of the event.
  // Each take shows the next two or three of the campaign's six points.
  const count = voice.concise ? 2 : 3;
  const plain = takes.points.map(stock);
  const respected = words.respectFacts(plain, { leader, bring: bring && `bring ${bring}` });
  // A point carrying the studio's own fact (who leads, what to bring) is in every take.
  const own = respected.filter((point, i) => point && point !== plain[i]);
  const pool = respected.filter((point, i) => point && point === plain[i]);
  const rotated = Array.from({ length: Math.max(0, count - own.length) }, (_, k) => pool[(seed + take * count + k) % Math.max(1, pool.length)] ?? '');
  const points = announcing && given.length > 0 ? [] : [...new Set([...own, ...rotated])].filter(Boolean);
  // The tone template's question speaks of the studio's practice, not of a keyword written for search ("pilates port louis").
  const touch = templateTouch(ctx, rng, facts.specialties[0]?.toLowerCase() || undefined);
  // Picked even when unused, so the choices after it (the preheader) do not shift.
  const advice = stock(pick(rng, voice.words.voice.phrases[tone].lines));
  const question = touch.question && keep(touch.question) ? touch.question : '';
  const link = webAddress(input.ctaLink);
  const signer = sheet.instructions.signOff;
  const notesAsk = [...sheet.instructions.reminders, ...sheet.instructions.mentions];
  const formality = voice.formal || tone === 'professional' || tone === 'expert' ? 'formal' : voice.casual ? 'casual' : 'middle';
  const signature = signer
    ? languagePack(ctx).facts.signedBy(signer, facts.hasName ? facts.business : undefined)
    : facts.hasName
      ? (takeOf(rw.signatures[register], seed, take) ?? words.team)(facts.business)
      : rw.unnamedSignature;
  const wantsAction = touch.callToAction || input.callToAction || link;
  const layout = layoutOf(seed, take);
  const body = assemble(layout, {
    greeting: takeOf(rw.greetings[formality], seed, take) ?? words.greeting,
    lead: voice.concise ? '' : at(rw.leads[register], 2),
    opening: [at(takes.openings), announcing || voice.concise ? '' : advice].filter(Boolean).join(' '),
    question: question || (layout === 'question' ? at([...rw.questions[register], ...takes.questions], 3) : ''),
    dateLead: when && announcing ? at(rw.dateLeads[register], 4) : '',
    keyMessage,
    details: given.length > 0 ? `${takeOf(rw.detailsTitles[register], seed, take) ?? words.detailsTitle}\n${given.map((line) => `• ${line}`).join('\n')}` : '',
    points: points.length > 0 ? `${at(takes.listTitles, 8)}\n${points.map((m) => `• ${m}`).join('\n')}` : '',
    closing: [voice.concise && layout !== 'feeling' ? '' : at(takes.closings, 5), touch.line && keep(touch.line) ? touch.line : ''].filter(Boolean).join(' '),
    action: wantsAction ? [closer, [at(rw.ctaLeads[register], 6), words.callToAction(cta, link)].filter(Boolean).join('\n')].filter(Boolean).join('\n\n') : closer,
    signature: `${voice.words.voice.signOffs[tone]}\n${signature}`,
    postscript: notesAsk.length > 0 ? words.postscript(notesAsk) : '',
  });

  const preheader = truncateAtWord(keyMessage && input.campaignType === 'promotional' && take === 0 ? keyMessage.replace(/\s*\n\s*/g, ' ') : at(takes.preheaders, 7) || r(takes.openings[0] ?? ''), 110);
  const subject = takeSubject(input.subject.trim(), rw.subjectFrames[register], facts.hasName ? facts.business : undefined, seed, take);
  return { subject, preheader, body };
}
