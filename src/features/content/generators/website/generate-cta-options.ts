// Ten call-to-action options; the placement decides their kind: one strong
// action (single), a mix of primary and gentle secondary actions (multiple), or
// closing lines for the end of the page (bottom). The tone template's lean leads
// (soft lines invite, bold ones ask for the booking now), then two of the tone's own;
// many lines name the page's keyword or the studio, so two studios rarely share
// them; each take shows the next stretch of the same ordered options.

import { type CtaPlacement, WEBSITE_SUGGESTIONS } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { rngFor, shuffle } from '../shared/seed.ts';
import { takeOfFilled } from './distinct-filled.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

const LEAN_LEADS = 6;
const TONE_LEADS = 2;

export function generateCtaOptions(input: WebsiteInput, h1: string, placement: CtaPlacement, ctx: GeneratorContext = {}): string[] {
  const headline = requireHeadline(h1, 'h1');
  const { tone, voice, facts, keywords, slots, page, lean, variant, orderSeed } = websiteSetup(input, ctx);
  const words = voice.words.website;
  const where: CtaPlacement = placement in words.ctaByPlacement ? placement : 'multiple';
  const rng = rngFor('cta', input, headline, where, facts, ...orderSeed);
  const voiced = where === 'bottom' ? [] : shuffle(rng, words.ctaByVoice[tone]);
  const own = shuffle(rng, lean.cta[where]);
  const ordered = [...own.slice(0, LEAN_LEADS), ...voiced.slice(0, TONE_LEADS), ...shuffle(rng, [...own.slice(LEAN_LEADS), ...voiced.slice(TONE_LEADS), ...words.ctaByPlacement[where]])];
  return takeOfFilled(voice.words.grammar, ordered.filter(page.keeps), keywords, slots, WEBSITE_SUGGESTIONS, variant, false);
}
