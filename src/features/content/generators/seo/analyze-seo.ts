// The SEO Optimizer's analysis, computed on the device from the pasted content:
// every field of the analysis result (keyword density, headings, meta description, tips) built from real measurements. Pure and
// deterministic; the screen adds the tool's 3-second wait.

import type { GeneratorContext } from '../shared/context.ts';
import { findContentGaps } from './content-gaps.ts';
import { findHeaderIssues } from './header-issues.ts';
import { suggestInternalLinks } from './internal-links.ts';
import { analyzeKeywords, pageTitle } from './keyword-density.ts';
import { composeMetaDescription, splitSentences } from './meta-description.ts';
import { languagePack } from '../languages/packs.ts';
import { type ParsedContent, parseContent, tokenize } from './parse-content.ts';
import { containsPhrase, countPhrase, firstPhraseIndex } from './phrase-match.ts';
import type { ContentStats, SeoAnalysisResult, SeoInput } from './seo-types.ts';
import { suggestOutline } from './suggest-outline.ts';
import { suggestTitles } from './title-suggestions.ts';

function uniqueKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  return keywords
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '' && !seen.has(keyword.toLowerCase()) && seen.add(keyword.toLowerCase()));
}

function contentStats(parsed: ParsedContent, paragraphWords: readonly number[]): ContentStats {
  const total = paragraphWords.reduce((sum, count) => sum + count, 0);
  return {
    word_count: parsed.words.length,
    paragraph_count: paragraphWords.length,
    average_paragraph_words: paragraphWords.length ? Math.round(total / paragraphWords.length) : 0,
    longest_paragraph_words: paragraphWords.length ? Math.max(...paragraphWords) : 0,
    heading_count: parsed.headings.length,
  };
}

export function analyzeSeo(input: SeoInput, ctx: GeneratorContext): SeoAnalysisResult {
  const parsed = parseContent(input.content);
  const keywords = uniqueKeywords(input.keywords);
  const primary = keywords[0] ?? 'wellness';
  const location = input.analysisType === 'local' ? input.location?.trim() || undefined : undefined;
  const scoped: SeoInput = { ...input, location, competitorUrl: input.analysisType === 'competitor' ? input.competitorUrl : undefined };
  const businessName = ctx.profile?.business_name?.trim() || undefined;
  const brandHints = [...(ctx.profile?.wellness_specialties ?? []), ctx.profile?.business_type ?? ''];
  const hasContent = parsed.words.length > 0;

  const keywordResults = analyzeKeywords(parsed, keywords.length ? keywords : [primary]);
  const plainText = parsed.blocks.map((block) => (block.kind === 'heading' ? block.heading.text : block.text)).join('\n');
  const words = languagePack(ctx).seo;
  const gaps = findContentGaps(scoped, keywords, plainText, brandHints, words);
  const issues = hasContent ? findHeaderIssues(parsed.headings, parsed.words.length, words.page.headerIssues) : [];
  const sentences = hasContent ? parsed.paragraphs.flatMap(splitSentences) : words.page.keywordLedSentences(primary, location, businessName);
  const meta = composeMetaDescription(sentences, primary);
  const titles = suggestTitles({ ...scoped, primaryKeyword: primary, businessName, existingTitle: pageTitle(parsed) }, ctx);
  const paragraphWords = parsed.paragraphs.map((paragraph) => tokenize(paragraph).length);

  return {
    title_suggestions: titles,
    meta_description: meta,
    keywords: keywordResults,
    header_structure: {
      headings: parsed.headings,
      issues,
      suggested_outline: suggestOutline(parsed.headings, primary, titles[0] ?? primary, gaps),
    },
    content_gaps: gaps,
    optimization_tips: words.optimizationTips({
      input: scoped,
      primaryKeyword: primary,
      wordCount: parsed.words.length,
      hasHeadings: parsed.headings.length > 0,
      paragraphWordCounts: paragraphWords,
      primaryFirstAt: firstPhraseIndex(parsed.words, primary),
      keywords: keywordResults,
      meta,
      metaHasKeyword: containsPhrase(meta.text, primary),
      headerIssues: issues,
      locationMentions: location ? countPhrase(parsed.words, location) : 0,
      gaps,
      businessName,
    }),
    internal_links: suggestInternalLinks({
      ...scoped,
      primaryKeyword: primary,
      keywords,
      headings: parsed.headings,
      services: ctx.profile?.primary_services ?? [],
    }),
    content_stats: contentStats(parsed, paragraphWords),
  };
}
