import type { HeaderIssue, Heading } from './seo-types.ts';

/** Above this many words, a page with no H2-H6 is hard to scan. */
export const SUBHEADINGS_NEEDED_ABOVE_WORDS = 300;

const quote = (heading: Heading) => `H${heading.level} "${heading.text}"`;

/** Problems of the heading outline, in reading order of importance. */
export function findHeaderIssues(headings: readonly Heading[], wordCount: number): HeaderIssue[] {
  const issues: HeaderIssue[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length === 0) {
    issues.push({
      code: 'no_h1',
      message: 'No H1 heading: give the page one main title (H1) that contains your primary keyword.',
    });
  } else if (h1s.length > 1) {
    issues.push({
      code: 'multiple_h1',
      message: `${h1s.length} H1 headings (${h1s.map((h) => `"${h.text}"`).join(', ')}): keep one H1 as the page title and make the others H2.`,
    });
  }
  const first = headings[0];
  if (first && h1s.length > 0 && first.level !== 1) {
    issues.push({
      code: 'h1_not_first',
      message: `The page starts with ${quote(first)} before its H1: put the H1 title above every other heading.`,
    });
  }
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) {
      issues.push({
        code: 'skipped_level',
        message: `Skipped level: ${quote(previous)} is followed by ${quote(heading)}; use an H${previous.level + 1} there.`,
      });
    }
  });
  if (wordCount > SUBHEADINGS_NEEDED_ABOVE_WORDS && !headings.some((heading) => heading.level > 1)) {
    issues.push({
      code: 'no_subheadings',
      message: `${wordCount} words without subheadings: add an H2 every 200-300 words so readers can scan.`,
    });
  }
  return issues;
}
