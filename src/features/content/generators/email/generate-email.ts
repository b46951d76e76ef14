// A marketing email for one of six campaign types: subject, preheader and body.

import { CAMPAIGN_TYPES, type CampaignType } from '#domain/studio-options.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { GENERATOR_MESSAGES } from '../shared/messages.ts';
import { contextSeed, hashString, pick, rngFor } from '../shared/seed.ts';
import { templateTouch } from '../shared/template-touch.ts';
import { baseSlots, render } from '../shared/slots.ts';
import { isBlank, truncateAtWord } from '../shared/text.ts';
import type { Voice } from '../shared/voice.ts';
import { CAMPAIGN_ALT } from './campaign-alt.ts';
import { CAMPAIGNS } from './campaign-templates.ts';
import { keyFacts, respectFacts } from './key-facts.ts';

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

/** A call to action that fits the goal, or the campaign's usual one, for when the form leaves it empty. */
function defaultCta(goal: string, campaign: CampaignType): string {
  if (/retreat|workshop|event|course/i.test(goal)) return 'Reserve your place';
  if (/shop|product|buy|order/i.test(goal)) return 'Shop now';
  if (/review|feedback|survey/i.test(goal)) return 'Share your feedback';
  return CAMPAIGNS[campaign].cta;
}

/** Campaigns that announce (an event, an offer, a welcome, an invitation back) are about the news, not practice advice. */
const ANNOUNCING: ReadonlySet<CampaignType> = new Set(['promotional', 'welcome', 'event', 'reactivation']);

/** Closers for an announcement, per voice: two each, so a second take closes differently. */
const ANNOUNCE_CLOSERS: Record<Voice, readonly string[]> = {
  professional: ['We look forward to welcoming you.', 'If you have any questions, simply reply to this email.'],
  friendly: ["We can't wait to see you.", 'Any questions? Just hit reply; a real person will answer.'],
  inspiring: ['Your next step is waiting for you.', 'We would love to share it with you.'],
  expert: ['We look forward to guiding you.', 'If you have questions first, reply and one of our practitioners will answer.'],
  calming: ['There is no rush; we will be here when you are ready.', 'We look forward to seeing you, whenever suits you.'],
  energetic: ["Let's make it happen!", 'See you there!'],
};

export function generateEmail(input: EmailInput, ctx: GeneratorContext = {}): MarketingEmail {
  const known = CAMPAIGN_TYPES.some((c) => c.value === input.campaignType);
  if (!known || isBlank(input.subject) || isBlank(input.audience)) {
    const { title, description } = GENERATOR_MESSAGES.email;
    throw new GeneratorValidationError(title, description);
  }
  const campaign = CAMPAIGNS[input.campaignType as CampaignType];
  const voice = brandVoice(ctx);
  const tone = toneVoice(input.tone, voice);
  const facts = brandFacts(ctx, { audience: input.audience });
  const rng = rngFor('email', input, facts, voice.personality, ...contextSeed(ctx));
  const keyword = facts.seoKeywords[0] ?? (facts.specialties[0] ?? 'wellbeing').toLowerCase();
  const slots = baseSlots(facts, voice, [keyword]);
  const r = (t: string) => render(t, slots, voice);
  const cta = (input.callToAction ?? '').trim() || defaultCta(input.goal ?? '', input.campaignType as CampaignType);
  const keyMessage = (input.keyMessage ?? '').trim();
  const notes = (input.additionalNotes ?? '').trim();
  // Each variant closes with the next closer of the tone, never the same one again.
  const announcing = ANNOUNCING.has(input.campaignType as CampaignType);
  const closers = announcing ? ANNOUNCE_CLOSERS[tone] : voice.words.voice.phrases[tone].closers;
  const closer = r(closers[(hashString(input.subject) + (ctx.variant ?? 0)) % closers.length] as string);

  const middle = respectFacts(campaign.middle.map(r), keyFacts(input.subject, keyMessage, notes));
  const touch = templateTouch(ctx, rng, keyword);
  const alt = (ctx.variant ?? 0) % 2 === 1 ? CAMPAIGN_ALT[input.campaignType as CampaignType] : undefined;
  // Picked even when unused, so the choices after it (the preheader) do not shift.
  const advice = r(pick(rng, voice.words.voice.phrases[tone].lines));
  const opening = [r(alt?.opening ?? campaign.opening), announcing ? '' : advice, touch.question].filter(Boolean).join(' ');
  const body = [
    'Hi {{first_name}},',
    ...(alt ? [keyMessage, opening] : [opening, keyMessage]),
    `${alt?.listLead ?? campaign.middleTitle}\n${middle.map((m) => `• ${m}`).join('\n')}`,
    [r(alt?.closing ?? campaign.closing), touch.line].filter(Boolean).join(' '),
    touch.callToAction || input.callToAction ? `${closer}\n\n→ ${cta}` : closer,
    `${voice.words.voice.signOffs[tone]}\nThe team at ${facts.business}`,
    notes ? `P.S. ${notes}` : '',
  ]
    .filter((block) => block.trim() !== '')
    .join('\n\n');

  const preheader = truncateAtWord(keyMessage && input.campaignType === 'promotional' ? keyMessage : r(pick(rng, campaign.preheaders)), 110);
  return { subject: input.subject.trim(), preheader, body };
}
