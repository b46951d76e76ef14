import type { ParsedContent } from './parse-content.ts';
import { containsPhrase, countPhrase } from './phrase-match.ts';
import type { KeywordAnalysis, KeywordStatus } from './seo-types.ts';

/** Below this density (percent) a keyword is 'low'. */
export const DENSITY_LOW_BELOW = 0.5;
/** Above this density (percent) a keyword is 'high' (stuffing risk); in between is 'good'. */
export const DENSITY_HIGH_ABOVE = 2.5;

export function densityStatus(density: number): KeywordStatus {
  if (density < DENSITY_LOW_BELOW) return 'low';
  if (density > DENSITY_HIGH_ABOVE) return 'high';
  return 'good';
}

/** The page title: the first H1, else the first heading. */
export function pageTitle(parsed: ParsedContent): string | undefined {
  return (parsed.headings.find((heading) => heading.level === 1) ?? parsed.headings[0])?.text;
}

/**
 * Per keyword: whole-phrase occurrences over all words (headings included), the
 * density as count / total words x 100 rounded to 2 decimals (a phrase counts
 * once per occurrence, as Yoast does), and where it appears.
 */
export function analyzeKeywords(parsed: ParsedContent, keywords: readonly string[]): KeywordAnalysis[] {
  const total = parsed.words.length;
  const title = pageTitle(parsed) ?? '';
  const first = parsed.paragraphs[0] ?? '';
  const last = parsed.paragraphs[parsed.paragraphs.length - 1] ?? '';
  return keywords.map((keyword) => {
    const count = countPhrase(parsed.words, keyword);
    const density = total === 0 ? 0 : Math.round((count * 10_000) / total) / 100;
    return {
      keyword,
      count,
      density,
      status: densityStatus(density),
      placement: {
        in_title: containsPhrase(title, keyword),
        in_first_paragraph: containsPhrase(first, keyword),
        in_headings: parsed.headings.some((heading) => containsPhrase(heading.text, keyword)),
        in_last_paragraph: containsPhrase(last, keyword),
      },
    };
  });
}
