// The studio's tab bar: a WAI-ARIA tablist that scrolls sideways on phones. Arrow
// keys, Home and End move between tabs and open them (automatic activation); only
// the open tab is in the Tab order.
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { StudioTab, StudioTool } from '#domain/content-types.ts';

type StudioTabsProps = { tools: readonly StudioTool[]; active: StudioTab; onChange: (tab: StudioTab) => void };

export const tabId = (tab: StudioTab) => `studio-tab-${tab}`;
export const panelId = (tab: StudioTab) => `studio-panel-${tab}`;

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function StudioTabs({ tools, active, onChange }: StudioTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    list.current?.querySelector<HTMLElement>(`#${tabId(active)}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tools[step(tools.findIndex((tool) => tool.tab === active), tools.length)];
    if (!next) return;
    onChange(next.tab);
    list.current?.querySelector<HTMLElement>(`#${tabId(next.tab)}`)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Content tools"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
    >
      {tools.map((tool) => {
        const selected = tool.tab === active;
        return (
          <button
            key={tool.tab}
            id={tabId(tool.tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tool.tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tool.tab)}
            className={`flex shrink-0 snap-start items-center gap-2 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
              selected ? 'bg-teal-700 text-white' : 'bg-stone-100 text-stone-800 hover:bg-stone-200'
            }`}
          >
            {tool.title}
            <span className={`rounded-full px-2 py-0.5 text-xs ${selected ? 'bg-teal-900 text-white' : 'bg-amber-100 text-amber-900'}`}>{tool.badge}</span>
          </button>
        );
      })}
    </div>
  );
}
