// The heading outline's problems; their wording comes from the language pack.

import type { SeoPageWords } from '../languages/language-pack.ts';
import type { HeaderIssue, Heading } from './seo-types.ts';

/** Above this many words, a page with no H2-H6 is hard to scan. */
export const SUBHEADINGS_NEEDED_ABOVE_WORDS = 300;

/** Problems of the heading outline, in reading order of importance. */
export function findHeaderIssues(headings: readonly Heading[], wordCount: number, words: SeoPageWords['headerIssues']): HeaderIssue[] {
  const issues: HeaderIssue[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length === 0) {
    issues.push({
      code: 'no_h1',
      message: words.noH1,
    });
  } else if (h1s.length > 1) {
    issues.push({
      code: 'multiple_h1',
      message: words.multipleH1(h1s),
    });
  }
  const first = headings[0];
  if (first && h1s.length > 0 && first.level !== 1) {
    issues.push({
      code: 'h1_not_first',
      message: words.h1NotFirst(first),
    });
  }
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) {
      issues.push({
        code: 'skipped_level',
        message: words.skippedLevel(previous, heading),
      });
    }
  });
  if (wordCount > SUBHEADINGS_NEEDED_ABOVE_WORDS && !headings.some((heading) => heading.level > 1)) {
    issues.push({
      code: 'no_subheadings',
      message: words.noSubheadings(wordCount),
    });
  }
  return issues;
}
