// The SEO tool's analysis. Its result is figures and advice about the studio's own
// text, not prose of ours, so it gets no polish pass.
import { textGenerators } from '../shared/text-generators.ts';
import { analyzeSeo } from './analyze-seo.ts';

export const RUNNERS = { seo: analyzeSeo };
export const generate = textGenerators(RUNNERS, { polish: false });
export type SeoGenerate = typeof generate;
