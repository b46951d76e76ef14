import { Badge } from '../../../../ui/badge.tsx';
import type { ContentGap, ContentStats, OptimizationTip, TipPriority } from '../../generators/seo/seo-types.ts';
import { Muted, SeoSection } from './seo-section.tsx';

const PRIORITY: Record<TipPriority, { label: string; tone: 'amber' | 'teal' | 'stone' }> = {
  high: { label: 'High', tone: 'amber' },
  medium: { label: 'Medium', tone: 'teal' },
  low: { label: 'Low', tone: 'stone' },
};

type SeoOptimizationPanelProps = { tips: readonly OptimizationTip[]; gaps: readonly ContentGap[]; stats: ContentStats };

export function SeoOptimizationPanel({ tips, gaps, stats }: SeoOptimizationPanelProps) {
  return (
    <div className="space-y-6">
      <SeoSection title="Optimization tips">
        <ul className="space-y-2">
          {tips.map((tip) => (
            <li key={tip.tip} className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 text-sm text-stone-800">
              <Badge tone={(PRIORITY[tip.priority] ?? PRIORITY.low).tone}>{(PRIORITY[tip.priority] ?? PRIORITY.low).label}</Badge>
              <span className="min-w-0 flex-1">{tip.tip}</span>
            </li>
          ))}
        </ul>
      </SeoSection>
      <SeoSection title="Content gaps">
        {gaps.length ? (
          <ul className="space-y-2 text-sm text-stone-800">
            {gaps.map((gap) => (
              <li key={gap.topic}>
                <span className="font-semibold">{gap.topic}:</span> {gap.suggestion}
              </li>
            ))}
          </ul>
        ) : (
          <Muted>No gaps found for these keywords.</Muted>
        )}
      </SeoSection>
      <SeoSection title="Content statistics">
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          {[
            ['Words', stats.word_count],
            ['Paragraphs', stats.paragraph_count],
            ['Words per paragraph', stats.average_paragraph_words],
            ['Longest paragraph', stats.longest_paragraph_words],
            ['Headings', stats.heading_count],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-stone-50 p-2">
              <dt className="text-xs text-stone-600">{label}</dt>
              <dd className="font-semibold text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </SeoSection>
    </div>
  );
}
