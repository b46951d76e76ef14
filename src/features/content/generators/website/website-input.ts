// The website copy form, its checks, and what every website generator derives
// from it: voices, brand facts, keywords and slot values.

import { WEBSITE_MESSAGES } from '#domain/tools/website.ts';
import { brandFacts, type BrandFacts } from '../shared/brand-facts.ts';
import { type BrandVoice, brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { baseSlots, type Slots } from '../shared/slots.ts';
import { cleanList, isBlank } from '../shared/text.ts';
import type { Voice } from '../shared/voice.ts';

export type WebsiteInput = {
  businessName: string;
  pageAbout?: string;
  targetAudience?: string;
  keywords: readonly string[];
  tone?: string;
};

export type WebsiteSetup = {
  tone: Voice;
  voice: BrandVoice;
  facts: BrandFacts;
  keywords: string[];
  slots: Slots;
};

export function requireBasics(input: WebsiteInput): void {
  if (isBlank(input.businessName) || cleanList(input.keywords).length === 0) {
    const { title, description } = WEBSITE_MESSAGES.missingBasics;
    throw new GeneratorValidationError(title, description);
  }
}

export function requireHeadline(text: string | undefined, which: 'h1' | 'h2'): string {
  if (isBlank(text)) {
    const { title, description } = which === 'h1' ? WEBSITE_MESSAGES.missingH1 : WEBSITE_MESSAGES.missingH2;
    throw new GeneratorValidationError(title, description);
  }
  return (text as string).trim();
}

export function websiteSetup(input: WebsiteInput, ctx: GeneratorContext): WebsiteSetup {
  const facts = brandFacts(ctx, { business: input.businessName, audience: input.targetAudience });
  const voice = brandVoice(ctx);
  const given = cleanList(input.keywords);
  const keywords = given.length > 0 ? given : [(facts.specialties[0] ?? '').toLowerCase()];
  const pageAbout = (input.pageAbout ?? '').trim();
  const { corePhrase, titleCase } = voice.words.grammar;
  const slots: Slots = {
    ...baseSlots(facts, voice, keywords),
    pageAbout: pageAbout || voice.words.website.pageAbout(keywords[0] ?? '', facts.business),
    PageAbout: titleCase(corePhrase(pageAbout, 6)),
    Audience: titleCase(facts.audience),
    Business: facts.business,
  };
  return { tone: toneVoice(input.tone, voice), voice, facts, keywords, slots };
}
