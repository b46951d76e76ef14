// The content page (/content): nine tools in tabs chosen by ?tab=. The route
// owns the URL; this page shows the tab it is given and reports tab changes, and hands
// the open tool where its work starts (?brief=, ?from=).
import { Link } from '@tanstack/react-router';
import { type ToolTab, type Tool, TOOLS_IN_TAB_ORDER } from '#domain/tools.ts';
import { Badge } from '../../ui/badge.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { CONTENT_TEXT } from './messages.ts';
import { type StartFrom, ToolPanel } from './tool-panel.tsx';

type ContentPageProps = { tab: ToolTab; onTabChange: (tab: ToolTab) => void; start?: StartFrom };

function ToolTabLabel({ tool }: { tool: Tool }) {
  return (
    <>
      {tool.label}
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 group-data-selected:bg-teal-900 group-data-selected:text-white">{tool.badge}</span>
    </>
  );
}

function ToolSection({ tool, start }: { tool: Tool; start?: StartFrom }) {
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold text-stone-900">{tool.label}</h2>
        <Badge tone="amber">{tool.badge}</Badge>
      </div>
      <p className="-mt-4 mb-6 text-stone-700">{tool.description}</p>
      <ToolPanel tool={tool} start={start} />
    </>
  );
}

export function ContentPage({ tab, onTabChange, start }: ContentPageProps) {
  // Only the open tool starts from the brief or the piece the URL names.
  const items = TOOLS_IN_TAB_ORDER.map((tool) => ({
    key: tool.tab,
    label: <ToolTabLabel tool={tool} />,
    panel: <ToolSection tool={tool} start={tool.tab === tab ? start : undefined} />,
  }));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{CONTENT_TEXT.heading}</h1>
        <Link to="/briefs" className="rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700">
          {CONTENT_TEXT.briefsLink}
        </Link>
      </div>
      <p className="mt-2 max-w-2xl text-stone-700">{CONTENT_TEXT.intro}</p>
      <Tabs className="mt-6" look="pill" label="Content tools" idPrefix="studio" items={items} selected={tab} onChange={onTabChange} />
    </div>
  );
}
