// What the SEO analysis measured, for the pack's tips, and the thresholds the
// tips react to.

import type { ContentGap, HeaderIssue, KeywordAnalysis, MetaDescription, SeoInput } from './seo-types.ts';

export const THIN_CONTENT_BELOW_WORDS = 300;
export const IN_DEPTH_FROM_WORDS = 1000;
export const LONG_PARAGRAPH_ABOVE_WORDS = 150;
export const KEYWORD_EARLY_WITHIN_WORDS = 100;

export type Measurements = {
  input: Pick<SeoInput, 'analysisType' | 'location' | 'competitorUrl' | 'tone'>;
  primaryKeyword: string;
  wordCount: number;
  /** Without headings the structure tips already ask for an H1. */
  hasHeadings: boolean;
  paragraphWordCounts: readonly number[];
  /** Index of the primary keyword's first word, or -1 (then the keyword tips speak). */
  primaryFirstAt: number;
  keywords: readonly KeywordAnalysis[];
  meta: MetaDescription;
  metaHasKeyword: boolean;
  headerIssues: readonly HeaderIssue[];
  locationMentions: number;
  gaps: readonly ContentGap[];
  businessName?: string;
};

