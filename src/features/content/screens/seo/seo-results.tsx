import { Tabs } from '../../../../ui/tabs.tsx';
import { Card } from '../../components/card.tsx';
import { CopyAction } from '../../components/copy-action.tsx';
import type { SeoAnalysisResult } from '../../generators/seo/seo-types.ts';
import { SeoKeywordsPanel } from './seo-keywords-panel.tsx';
import { SeoOptimizationPanel } from './seo-optimization-panel.tsx';
import { SeoStructurePanel } from './seo-structure-panel.tsx';
import { seoSummary } from './seo-summary.ts';
import { SeoTitlesPanel } from './seo-titles-panel.tsx';

/** The analysis in four tabs, the report to copy and the prompt it was built with. */
export function SeoResults({ result, prompt }: { result: SeoAnalysisResult; prompt: string }) {
  const tabs = [
    { key: 'titles', label: 'Titles & Meta', panel: <SeoTitlesPanel titles={result.title_suggestions} meta={result.meta_description} /> },
    { key: 'keywords', label: 'Keywords', panel: <SeoKeywordsPanel keywords={result.keywords} /> },
    { key: 'structure', label: 'Structure', panel: <SeoStructurePanel structure={result.header_structure} links={result.internal_links} /> },
    {
      key: 'optimization',
      label: 'Optimization',
      panel: <SeoOptimizationPanel tips={result.optimization_tips} gaps={result.content_gaps} stats={result.content_stats} />,
    },
  ];
  return (
    <Card title="SEO Analysis" labelledId="seo-results-title" actions={<CopyAction text={seoSummary(result)} label="Copy report" />}>
      <Tabs look="segmented" label="SEO analysis" items={tabs} />
      {prompt && (
        <details className="rounded-lg bg-stone-50 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-stone-800">Prompt used</summary>
          <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs text-stone-700">{prompt}</pre>
        </details>
      )}
    </Card>
  );
}
