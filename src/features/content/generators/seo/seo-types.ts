// The SEO optimizer's input and its analysis result.
// Field names of the result are snake_case.

import type { SeoAnalysisType } from '#domain/media-options.ts';

export type SeoInput = {
  content: string;
  keywords: readonly string[];
  analysisType: SeoAnalysisType;
  competitorUrl?: string;
  location?: string;
  tone: string;
};

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type Heading = { level: HeadingLevel; text: string };

export type HeaderIssueCode = 'no_h1' | 'multiple_h1' | 'h1_not_first' | 'skipped_level' | 'no_subheadings';

export type HeaderIssue = { code: HeaderIssueCode; message: string };

export type HeaderStructure = {
  headings: Heading[];
  issues: HeaderIssue[];
  /** An outline to aim for: the H1 to use, then H2s for existing sections and missing subtopics. */
  suggested_outline: Heading[];
};

export type MetaStatus = 'too_short' | 'good' | 'too_long';

export type MetaDescription = { text: string; length: number; target: number; status: MetaStatus };

export type KeywordStatus = 'low' | 'good' | 'high';

export type KeywordPlacement = {
  /** In the page title: the first H1, or the first heading when there is no H1. */
  in_title: boolean;
  in_first_paragraph: boolean;
  /** In any heading. */
  in_headings: boolean;
  in_last_paragraph: boolean;
};

export type KeywordAnalysis = {
  keyword: string;
  count: number;
  /** count / total words x 100, rounded to 2 decimals. */
  density: number;
  status: KeywordStatus;
  placement: KeywordPlacement;
};

export type ContentGap = { topic: string; suggestion: string };

export type TipPriority = 'high' | 'medium' | 'low';

export type TipCategory = 'content' | 'keywords' | 'structure' | 'meta' | 'local' | 'competitor' | 'tone';

export type OptimizationTip = { priority: TipPriority; category: TipCategory; tip: string };

export type InternalLink = { anchor_text: string; suggested_slug: string };

export type ContentStats = {
  word_count: number;
  paragraph_count: number;
  average_paragraph_words: number;
  longest_paragraph_words: number;
  heading_count: number;
};

export type SeoAnalysisResult = {
  title_suggestions: string[];
  meta_description: MetaDescription;
  keywords: KeywordAnalysis[];
  header_structure: HeaderStructure;
  content_gaps: ContentGap[];
  optimization_tips: OptimizationTip[];
  internal_links: InternalLink[];
  content_stats: ContentStats;
};
