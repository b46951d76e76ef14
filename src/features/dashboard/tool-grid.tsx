import { Link } from '@tanstack/react-router';
import { TOOLS_IN_TAB_ORDER } from '#domain/tools.ts';
import { Badge } from '../../ui/badge.tsx';
import { DASHBOARD } from './messages.ts';

/** The nine content tools, each opening /content?tab=<tool>. */
export function ToolGrid() {
  return (
    <section aria-labelledby="tools-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tools-title" className="text-xl font-semibold text-stone-900">
          {DASHBOARD.tools}
        </h2>
        <Link to="/briefs" className="text-sm font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900">
          {DASHBOARD.briefs}
        </Link>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        {TOOLS_IN_TAB_ORDER.map((tool) => (
          <li key={tool.tab}>
            <Link
              to="/content"
              search={{ tab: tool.tab }}
              className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-teal-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
            >
              <span className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between">
                <span className="font-semibold text-stone-900">{tool.label}</span>
                <Badge tone="amber">{tool.badge}</Badge>
              </span>
              <span className="mt-2 hidden flex-1 text-sm text-stone-700 sm:block">{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
