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
  const campaign = words.campaigns[input.campaignType as CampaignType];
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
  const cta = (input.callToAction ?? '').trim() || (words.goalCta(input.goal ?? '') ?? campaign.cta);
  const announcing = ANNOUNCING.has(input.campaignType as CampaignType);
  // Each variant closes with the next closer of the tone; every second pair shifts it by one more, so the
  // four takes never pair with the same closer again. A dated event closes on its date.
  const closers = withoutSteering(announcing ? (when ? words.datedClosers[tone] : words.announceClosers[tone]) : voice.words.voice.phrases[tone].closers);
  const take = ctx.variant ?? 0;
  const closer = stock(closers[(hashString(input.subject) + take + Math.floor(take / 2)) % closers.length]);

  const given = factLines(sheet, keyMessage);
  // Who leads and what to bring, as the facts or the key message's own sentences say them ("Ravi leads...").
  const said = words.keyFacts(input.subject, keyMessage);
  const people = sheet.facts.filter((fact) => fact.kind === 'person').map((fact) => fact.text);
  const leader = people.length > 0 ? people.join(', ') : said.leader;
  const bring = sheet.facts.find((fact) => fact.kind === 'bring')?.text ?? said.bring?.replace(/^bring\s+/i, '');
  // An announcement with the studio's own facts lists those; stock points assert nothing of the event.
  const middle = announcing && given.length > 0 ? [] : words.respectFacts(campaign.middle.map(stock), { leader, bring: bring && `bring ${bring}` }).filter(Boolean);
  const touch = templateTouch(ctx, rng, keyword);
  const alt = (ctx.variant ?? 0) % 2 === 1 ? words.campaignAlt[input.campaignType as CampaignType] : undefined;
  // Picked even when unused, so the choices after it (the preheader) do not shift.
  const advice = stock(pick(rng, voice.words.voice.phrases[tone].lines));
  const opening = [stock(alt?.opening ?? campaign.opening), announcing ? '' : advice, touch.question && keep(touch.question) ? touch.question : ''].filter(Boolean).join(' ');
  const link = webAddress(input.ctaLink);
  const signer = sheet.instructions.signOff;
  const notesAsk = [...sheet.instructions.reminders, ...sheet.instructions.mentions];
  const body = [
    words.greeting,
    ...(alt ? [keyMessage, opening] : [opening, keyMessage]),
    given.length > 0 ? `${words.detailsTitle}\n${given.map((line) => `• ${line}`).join('\n')}` : '',
    middle.length > 0 ? `${alt ? r(alt.listLead) : campaign.middleTitle}\n${middle.map((m) => `• ${m}`).join('\n')}` : '',
    [stock(alt?.closing ?? campaign.closing), touch.line && keep(touch.line) ? touch.line : ''].filter(Boolean).join(' '),
    touch.callToAction || input.callToAction || link ? [closer, words.callToAction(cta, link)].filter(Boolean).join('\n\n') : closer,
    `${voice.words.voice.signOffs[tone]}\n${signer ? languagePack(ctx).facts.signedBy(signer, facts.hasName ? facts.business : undefined) : words.team(facts.business)}`,
    notesAsk.length > 0 ? words.postscript(notesAsk) : '',
  ]
    .filter((block) => block.trim() !== '')
    .join('\n\n');

  const preheaders = campaign.preheaders.map(stock).filter(Boolean);
  const picked = pick(rng, preheaders.length > 0 ? preheaders : [r(campaign.opening)]);
  const preheader = truncateAtWord(keyMessage && input.campaignType === 'promotional' ? keyMessage.replace(/\s*\n\s*/g, ' ') : picked, 110);
  return { subject: input.subject.trim(), preheader, body };
}
