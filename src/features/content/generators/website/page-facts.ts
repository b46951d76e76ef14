// What the page says for certain: the facts of its description (pageAbout) and of the
// brief, the date of a fixed-date event, and the check every stock sentence passes.

import type { BrandFacts } from '../shared/brand-facts.ts';
import type { BrandVoice } from '../shared/brand-voice.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { eventDate } from '../shared/facts/fact-lines.ts';
import type { FactSheet } from '../shared/facts/fact-types.ts';
import { gatherFacts } from '../shared/facts/gather-facts.ts';
import { type KeepTrue, keepTrue, suppliedNames } from '../shared/facts/keep-true.ts';

export type PageFacts = KeepTrue & {
  sheet: FactSheet;
  /** The day of a fixed-date event; empty for an open class. */
  dated: string;
};

type Said = { pageAbout?: string; businessName?: string; keywords?: readonly string[]; targetAudience?: string };

export function pageFacts(input: Said, ctx: GeneratorContext, voice: BrandVoice, facts: BrandFacts): PageFacts {
  const sheet = gatherFacts(ctx, { facts: [input.pageAbout] });
  const truth = keepTrue(ctx, sheet, [input.pageAbout, input.businessName, input.keywords, input.targetAudience], suppliedNames(facts, voice));
  return { ...truth, sheet, dated: eventDate(sheet, voice, ctx.brief?.starts_on) };
}
