// A tool's screen fills its own form from where its work starts: useStartingBrief calls
// `apply` once each time a brief becomes active (from the URL or the brief picker),
// useStartingSource once each time a piece is sent in ("Use in..."). A screen passes its
// draft's readiness: filled before the saved draft is restored, the form would be
// replaced by it. For example, in a tool's screen:
//   useStartingBrief((brief) => setForm(fromBrief(brief)), draft.ready);
import { useEffect, useRef } from 'react';
import type { Brief } from '#domain/brief.ts';
import { appliedStarts } from './applied-starts.ts';
import type { EditedItem, SourceItem } from './starting-point.ts';
import { useOpenTool } from './tool-context.ts';

const starts = appliedStarts(typeof sessionStorage === 'undefined' ? null : sessionStorage);

function useStartingOnce<T extends { id: string }>(slot: string, wantedId: string | undefined, value: T | null, apply: (value: T) => void, ready: boolean) {
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (!wantedId) starts.clear(slot);
  }, [slot, wantedId]);
  useEffect(() => {
    if (!ready || !value || value.id !== wantedId) return;
    if (starts.claim(slot, value.id)) latest.current(value);
  }, [slot, wantedId, value, ready]);
}

export function useStartingBrief(apply: (brief: Brief) => void, ready = true): void {
  const { tool, start } = useOpenTool();
  useStartingOnce(`${tool.tab}:brief`, start?.briefId, start?.brief ?? null, apply, ready);
}

export function useStartingSource(apply: (source: SourceItem) => void, ready = true): void {
  const { tool, start } = useOpenTool();
  useStartingOnce(`${tool.tab}:source`, start?.sourceId, start?.source ?? null, apply, ready);
}

/** Fills the tool from a history item opened back in it ("Open in ..."): its form from what the item recorded, its text in the editor. */
export function useStartingEdit(apply: (item: EditedItem) => void, ready = true): void {
  const { tool, start } = useOpenTool();
  useStartingOnce(`${tool.tab}:edit`, start?.editId, start?.editing ?? null, apply, ready);
}
