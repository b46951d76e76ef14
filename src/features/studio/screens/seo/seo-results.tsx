import { Card } from '../../components/card.tsx';
import { CopyAction } from '../../components/copy-action.tsx';
import type { SeoAnalysisResult } from '../../generators/seo/seo-types.ts';
import { ResultTabs } from './result-tabs.tsx';
import { SeoKeywordsPanel } from './seo-keywords-panel.tsx';
import { SeoOptimizationPanel } from './seo-optimization-panel.tsx';
import { SeoStructurePanel } from './seo-structure-panel.tsx';
import { seoSummary } from './seo-summary.ts';
import { SeoTitlesPanel } from './seo-titles-panel.tsx';

/** The analysis in four tabs, the report to copy and the prompt it was built with. */
export function SeoResults({ result, prompt }: { result: SeoAnalysisResult; prompt: string }) {
  const tabs = [
    { label: 'Titles & Meta', content: <SeoTitlesPanel titles={result.title_suggestions} meta={result.meta_description} /> },
    { label: 'Keywords', content: <SeoKeywordsPanel keywords={result.keywords} /> },
    { label: 'Structure', content: <SeoStructurePanel structure={result.header_structure} links={result.internal_links} /> },
    {
      label: 'Optimization',
      content: <SeoOptimizationPanel tips={result.optimization_tips} gaps={result.content_gaps} stats={result.content_stats} />,
    },
  ];
  return (
    <Card title="SEO Analysis" labelledId="seo-results-title" actions={<CopyAction text={seoSummary(result)} label="Copy report" />}>
      <ResultTabs label="SEO analysis" tabs={tabs} />
      {prompt && (
        <details className="rounded-lg bg-stone-50 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-stone-800">Prompt used</summary>
          <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs text-stone-700">{prompt}</pre>
        </details>
      )}
    </Card>
  );
}
