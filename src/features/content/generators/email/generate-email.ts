// A marketing email for one of six campaign types: subject, preheader and body.

import { EMAIL_MESSAGES } from '#domain/tools/email.ts';
import { CAMPAIGN_TYPES, type CampaignType } from '#domain/studio-options.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { contextSeed, hashString, pick, rngFor } from '../shared/seed.ts';
import { templateTouch } from '../shared/template-touch.ts';
import { baseSlots, render } from '../shared/slots.ts';
import { isBlank, truncateAtWord } from '../shared/text.ts';

export type EmailInput = {
  campaignType: string;
  subject: string;
  audience: string;
  goal?: string;
  tone?: string;
  keyMessage?: string;
  callToAction?: string;
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
  const slots = baseSlots(facts, voice, [keyword]);
  const r = (t: string) => render(t, slots, voice);
  const cta = (input.callToAction ?? '').trim() || (words.goalCta(input.goal ?? '') ?? campaign.cta);
  const keyMessage = (input.keyMessage ?? '').trim();
  const notes = (input.additionalNotes ?? '').trim();
  // Each variant closes with the next closer of the tone; every second pair shifts it by one more, so the
  // four takes of campaign and second take never pair with the same closer again.
  const announcing = ANNOUNCING.has(input.campaignType as CampaignType);
  const closers = announcing ? words.announceClosers[tone] : voice.words.voice.phrases[tone].closers;
  const take = ctx.variant ?? 0;
  const closer = r(closers[(hashString(input.subject) + take + Math.floor(take / 2)) % closers.length] as string);

  const middle = words.respectFacts(campaign.middle.map(r), words.keyFacts(input.subject, keyMessage, notes));
  const touch = templateTouch(ctx, rng, keyword);
  const alt = (ctx.variant ?? 0) % 2 === 1 ? words.campaignAlt[input.campaignType as CampaignType] : undefined;
  // Picked even when unused, so the choices after it (the preheader) do not shift.
  const advice = r(pick(rng, voice.words.voice.phrases[tone].lines));
  const opening = [r(alt?.opening ?? campaign.opening), announcing ? '' : advice, touch.question].filter(Boolean).join(' ');
  const body = [
    words.greeting,
    ...(alt ? [keyMessage, opening] : [opening, keyMessage]),
    `${alt?.listLead ?? campaign.middleTitle}\n${middle.map((m) => `• ${m}`).join('\n')}`,
    [r(alt?.closing ?? campaign.closing), touch.line].filter(Boolean).join(' '),
    touch.callToAction || input.callToAction ? `${closer}\n\n→ ${cta}` : closer,
    `${voice.words.voice.signOffs[tone]}\n${words.team(facts.business)}`,
    notes ? words.postscript(notes) : '',
  ]
    .filter((block) => block.trim() !== '')
    .join('\n\n');

  const preheader = truncateAtWord(keyMessage && input.campaignType === 'promotional' ? keyMessage : r(pick(rng, campaign.preheaders)), 110);
  return { subject: input.subject.trim(), preheader, body };
}
