import { containsPhrase } from './phrase-match.ts';
import type { ContentGap, Heading } from './seo-types.ts';

const MAX_H2 = 8;

/**
 * The outline to aim for: the existing H1 when it holds the primary keyword (else
 * the first suggested title), the existing sections as H2s, then one H2 per
 * missing subtopic.
 */
export function suggestOutline(
  headings: readonly Heading[],
  primaryKeyword: string,
  suggestedTitle: string,
  gaps: readonly ContentGap[],
): Heading[] {
  const h1 = headings.find((heading) => heading.level === 1);
  const title = h1 && containsPhrase(h1.text, primaryKeyword) ? h1.text : suggestedTitle;
  const sections = headings.filter((heading) => heading.level === 2).map((heading) => heading.text);
  const extra = headings.filter((heading) => heading.level === 1 && heading !== h1).map((heading) => heading.text);
  const h2s = [...new Set([...sections, ...extra, ...gaps.map((gap) => gap.topic)])].slice(0, MAX_H2);
  return [{ level: 1, text: title }, ...h2s.map((text): Heading => ({ level: 2, text }))];
}
