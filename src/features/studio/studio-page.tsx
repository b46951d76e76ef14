// The content studio (/content): nine tools in tabs chosen by ?tab=. The route
// owns the URL; this page shows the tab it is given and reports tab changes.
import { type StudioTab, STUDIO_TOOLS } from '#domain/content-types.ts';
import { Badge } from '../../ui/badge.tsx';
import { panelId, StudioTabs, tabId } from './components/studio-tabs.tsx';
import { STUDIO_TEXT } from './messages.ts';
import { ToolPanel } from './tool-panel.tsx';

type StudioPageProps = { tab: StudioTab; onTabChange: (tab: StudioTab) => void };

export function StudioPage({ tab, onTabChange }: StudioPageProps) {
  const tool = STUDIO_TOOLS.find((candidate) => candidate.tab === tab) ?? (STUDIO_TOOLS.find((candidate) => candidate.tab === 'blog') as (typeof STUDIO_TOOLS)[number]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{STUDIO_TEXT.heading}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{STUDIO_TEXT.intro}</p>
      <div className="mt-6">
        <StudioTabs tools={STUDIO_TOOLS} active={tool.tab} onChange={onTabChange} />
      </div>
      <div id={panelId(tool.tab)} role="tabpanel" aria-labelledby={tabId(tool.tab)} className="mt-6">
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-semibold text-stone-900">{tool.title}</h2>
          <Badge tone="amber">{tool.badge}</Badge>
        </div>
        <p className="-mt-4 mb-6 text-stone-700">{tool.description}</p>
        <ToolPanel tool={tool} />
      </div>
    </div>
  );
}
