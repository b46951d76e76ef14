// The website tool's generators, one per piece of the page: H1 options, the hero
// paragraph, H2 options, one section, the calls to action.
import type { CtaPlacement } from '#domain/studio-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { textGenerators } from '../shared/text-generators.ts';
import { generateCtaOptions } from './generate-cta-options.ts';
import { generateH1Options } from './generate-h1-options.ts';
import { generateH2Options } from './generate-h2-options.ts';
import { generateHeroParagraph } from './generate-hero-paragraph.ts';
import { generateSectionContent } from './generate-section-content.ts';
import type { WebsiteInput } from './website-input.ts';

export const RUNNERS = {
  'website-h1': generateH1Options,
  'website-h2': (input: WebsiteInput & { h1: string }, ctx: GeneratorContext) => generateH2Options(input, input.h1, ctx),
  'website-cta': (input: WebsiteInput & { h1: string; placement: CtaPlacement }, ctx: GeneratorContext) =>
    generateCtaOptions(input, input.h1, input.placement, ctx),
  'website-hero': (input: WebsiteInput & { h1: string; wordCount: number }, ctx: GeneratorContext) =>
    generateHeroParagraph(input, input.h1, input.wordCount, ctx),
  'website-section': (input: WebsiteInput & { h2: string; wordCount: number }, ctx: GeneratorContext) =>
    generateSectionContent(input, input.h2, input.wordCount, ctx),
};
export const generate = textGenerators(RUNNERS);
export type WebsiteGenerate = typeof generate;
