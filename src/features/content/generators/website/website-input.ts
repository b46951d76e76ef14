// The website copy form, its checks, and what every website generator derives
// from it: voices, brand facts, keywords and slot values.

import { WEBSITE_MESSAGES } from '#domain/tools/website.ts';
import { brandFacts, type BrandFacts } from '../shared/brand-facts.ts';
import { type BrandVoice, brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { contextSeed } from '../shared/seed.ts';
import { templateLean } from '../shared/template-lean.ts';
import type { LeanWebsiteWords } from './lean-words-type.ts';
import { withPlainAudience } from '../shared/plain-audience.ts';
import { baseSlots, type Slots } from '../shared/slots.ts';
import { cleanList, isBlank } from '../shared/text.ts';
import type { Voice } from '../shared/voice.ts';
import { type PageFacts, pageFacts } from './page-facts.ts';

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
  /** The page's facts and the check of every stock sentence. */
  page: PageFacts;
  /** The lines of the tone template's lean. */
  lean: LeanWebsiteWords;
  /** Which take: each next one shows another window of the same ordered lines. */
  variant: number;
  /** Seed parts without the variant, so every take windows the same order. */
  orderSeed: unknown[];
};

/** A description longer than this, or one that carries facts, is not a phrase for a sentence. */
const SHORT_ABOUT = 6;

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
  // The audience steers: only a short, plain one is printed, never notes about it.
  const facts = withPlainAudience(brandFacts(ctx, { business: input.businessName }), ctx, input.targetAudience);
  const voice = brandVoice(ctx);
  const given = cleanList(input.keywords);
  const keywords = given.length > 0 ? given : [(facts.specialties[0] ?? '').toLowerCase()];
  const page = pageFacts(input, ctx, voice, facts);
  const pageAbout = (input.pageAbout ?? '').trim();
  const { corePhrase, titleCase, joinList } = voice.words.grammar;
  // Headings name the services and specialties the profile lists, never the pack's stand-ins.
  const listed = (slot: string, items: readonly string[], given: readonly string[] | undefined) =>
    cleanList(given ?? []).length > 0 ? { [slot]: titleCase(joinList(items.slice(0, 2))) } : {};
  const firstLine = voice.words.facts.sentencesOf(pageAbout)[0] ?? '';
  // A page described with its timetable and prices is named by its keyword in a sentence; the facts are printed as they are.
  const shortAbout = pageAbout.split(/\s+/).length <= SHORT_ABOUT && page.sheet.facts.length === 0 ? pageAbout : '';
  const slots: Slots = {
    ...baseSlots(facts, voice, keywords),
    pageAbout: shortAbout || voice.words.website.pageAbout(keywords[0] ?? '', facts.business),
    PageAbout: titleCase(corePhrase(firstLine, 5)),
    Audience: titleCase(facts.audience),
    Business: facts.business,
    ...listed('Offers', facts.services, ctx.profile?.primary_services),
    ...listed('Specialties', facts.specialties, ctx.profile?.wellness_specialties),
  };
  const lean = voice.words.website.byLean[templateLean(ctx, voice)];
  const orderSeed = contextSeed({ toneTemplate: ctx.toneTemplate });
  return { tone: toneVoice(input.tone, voice), voice, facts, keywords, slots, page, lean, variant: ctx.variant ?? 0, orderSeed };
}
