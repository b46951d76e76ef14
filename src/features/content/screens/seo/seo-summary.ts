// The analysis as plain text: what the history item keeps and what "Copy report" copies.
import type { SeoAnalysisResult } from '../../generators/seo/seo-types.ts';

const section = (title: string, lines: readonly string[]) => (lines.length ? [`## ${title}`, ...lines].join('\n') : '');

export function seoSummary(result: SeoAnalysisResult): string {
  const meta = result.meta_description;
  return [
    section('Title suggestions', result.title_suggestions.map((title) => `- ${title}`)),
    section('Meta description', [`${meta.text} (${meta.length}/${meta.target} characters)`]),
    section(
      'Keywords',
      result.keywords.map((k) => `- ${k.keyword}: ${k.count} uses, ${k.density}% (${k.status})`),
    ),
    section(
      'Suggested outline',
      result.header_structure.suggested_outline.map((heading) => `${'#'.repeat(heading.level)} ${heading.text}`),
    ),
    section('Content gaps', result.content_gaps.map((gap) => `- ${gap.topic}: ${gap.suggestion}`)),
    section('Optimization tips', result.optimization_tips.map((tip) => `- [${tip.priority}] ${tip.tip}`)),
    section('Internal links', result.internal_links.map((link) => `- ${link.anchor_text} -> ${link.suggested_slug}`)),
  ]
    .filter(Boolean)
    .join('\n\n');
}
