// The open tool of the content page: its screen, a lazily loaded chunk of its own
// (tool-registry.ts), with the tool and where its work starts (the brief, the piece sent
// in, both named by the URL) handed to the screen's hooks.
import { Component, type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useBrief } from '#sync/briefs.ts';
import type { Tool, ToolTab } from '#domain/tools.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import type { SavedPiece, StartingPoint } from './hooks/starting-point.ts';
import { OpenToolContext } from './hooks/tool-context.ts';
import { useEditedItem, useSourceItem } from './hooks/use-source-item.ts';
import { isTextTool } from '#domain/start-from.ts';
import { PlannedNotice, usePlannedFor } from './planned-notice.tsx';
import { TOOL_RUNTIMES } from './tool-registry.ts';

const screens = new Map<ToolTab, LazyExoticComponent<ComponentType>>();

/** One lazy component per tool, made once, so switching tabs back does not load or mount it anew. */
function screenOf(tab: ToolTab): LazyExoticComponent<ComponentType> {
  let screen = screens.get(tab);
  if (!screen) {
    const load = TOOL_RUNTIMES[tab].screen;
    screen = lazy(() => load().then((component) => ({ default: component })));
    screens.set(tab, screen);
  }
  return screen;
}

/** A tool whose code cannot load (offline before it was cached) shows a notice, not a blank app. */
class ToolBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What the URL says the tool starts from, and how to change it. */
export type StartFrom = {
  briefId?: string;
  fromId?: string;
  /** The day (YYYY-MM-DD) the piece is planned for. */
  planDay?: string;
  /** A history item opened back in this tool. */
  editId?: string;
  onBriefChange: (id: string | undefined) => void;
  onSourceClear: () => void;
  onPlanClear?: () => void;
};

const NOWHERE: StartFrom = { onBriefChange: () => {}, onSourceClear: () => {} };

function useStartingPoint({ briefId, fromId, planDay, editId, onBriefChange, onSourceClear }: StartFrom): StartingPoint {
  const brief = useBrief(briefId);
  const source = useSourceItem(fromId);
  const editing = useEditedItem(editId);
  const [saved, setSaved] = useState<SavedPiece | null>(null);
  const plannedFor = usePlannedFor(planDay);
  return useMemo(
    () => ({ briefId, brief: brief?.id === briefId ? brief : null, sourceId: fromId, source, editId, editing, pickBrief: onBriefChange, clearSource: onSourceClear, saved, setSaved, plannedFor }),
    [briefId, brief, fromId, source, editId, editing, onBriefChange, onSourceClear, saved, plannedFor],
  );
}

export function ToolPanel({ tool, start = NOWHERE }: { tool: Tool; start?: StartFrom }) {
  const Screen = screenOf(tool.tab);
  const starting = useStartingPoint(start);
  const open = useMemo(() => ({ tool, runtime: TOOL_RUNTIMES[tool.tab], start: starting }), [tool, starting]);
  const failed = (
    <p role="alert" className="rounded-xl bg-amber-50 p-6 text-sm text-amber-900">
      This tool could not be loaded. Check your connection and reload the page.
    </p>
  );
  return (
    <>
    {starting.plannedFor && isTextTool(tool.tab) && <PlannedNotice at={starting.plannedFor} onClear={start.onPlanClear} />}
    <ToolBoundary key={tool.tab} fallback={failed}>
      <OpenToolContext value={open}>
        <Suspense fallback={<LoadingScreen message={`Opening ${tool.label}...`} />}>
          <Screen />
        </Suspense>
      </OpenToolContext>
    </ToolBoundary>
    </>
  );
}
