// A tool's generations: runGeneration with the app's effects (toasts, the
// simulated delay, the data layer's history and usage commands), a busy key, and
// the last run of each job (so the same inputs again give the next variant). The
// open tool's generators load on first use: their chunk (with its English grammar
// library) is not part of the screen's own. The brief the tool starts from (the tool
// panel's starting point) is given to the generators and recorded on the piece. The
// memory of the last runs is shared through the user's draft (run-memory.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rememberRun, useDraft } from '#sync/drafts.ts';
import { addHistoryItem, replaceHistoryText } from '#sync/history.ts';
import { recordUsage } from '#sync/usage.ts';
import { openJobOf, variantOf } from '#domain/tool-inputs.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import type { AnyGenerate } from '../generators/shared/text-generators.ts';
import { simulatedDelay, wait } from '../lib/delay-setting.ts';
import { type GenerationEffects, type GenerationJob, runGeneration } from './run-generation.ts';
import { runMemory } from './run-memory.ts';
import { useOpenTool } from './tool-context.ts';
import { type EditedText, useHistoryEdits } from './use-history-edits.ts';

/** `G`: the open tool's generate function (e.g. BlogGenerate), as its generators module types it. */
export type Generate<G> = {
  busy: string | null;
  run: <T>(job: GenerationJob<T, G>) => Promise<void>;
  /** The user's edit of job `key`'s result, saved to the history entry that job wrote. */
  edit: (key: string, text: EditedText) => void;
};

export function useGenerate<G = AnyGenerate>(): Generate<G> {
  const { tool, runtime, start } = useOpenTool();
  const brief = start?.brief ?? null;
  const setSaved = start?.setSaved;
  const plannedFor = start?.plannedFor ?? null;
  // The item opened here: the job that wrote it writes its next take into it.
  const editing = start?.editing ?? null;
  const editingFor = useCallback(
    (key: string) => (editing && openJobOf(tool.tab, editing.metadata) === key ? { id: editing.id, variant: variantOf(editing.metadata) } : null),
    [editing, tool.tab],
  );
  const contentType = tool.contentType;
  const [busy, setBusy] = useState<string | null>(null);
  const mounted = useRef(false);
  const { draft } = useDraft(contentType);
  const sharedRuns = useRef(draft?.last_runs);
  sharedRuns.current = draft?.last_runs;
  const runs = useMemo(
    () =>
      runMemory(typeof localStorage === 'undefined' ? null : localStorage, contentType, {
        read: () => sharedRuns.current,
        // Sharing is a convenience: this device's memory holds the run whatever happens to the draft.
        write: (key, run) => void rememberRun(contentType, key, run).catch(() => undefined),
      }),
    [contentType],
  );
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async <T>(job: GenerationJob<T, G>) => {
      const load = runtime.generators;
      if (!load) throw new Error(`${tool.label} has no text generators`);
      const effects: GenerationEffects<G> = {
        setBusy,
        wait: (key) => wait(simulatedDelay(key)),
        isMounted: () => mounted.current,
        notifySuccess,
        notifyError,
        loadGenerate: load as () => Promise<G>,
        lastRun: runs.get,
        remember: runs.set,
        addHistoryItem,
        // A regeneration keeps the text it replaces among the item's versions.
        replaceHistoryText: (id, text) => replaceHistoryText(id, text, { keepVersion: true }),
        recordUsage,
        saved: setSaved,
        editing: editingFor,
      };
      await runGeneration(contentType, job, effects, brief, plannedFor);
    },
    [contentType, runs, runtime, tool.label, brief, setSaved, plannedFor, editingFor],
  );

  const edit = useHistoryEdits(useCallback((key: string) => editingFor(key)?.id ?? runs.get(key)?.historyId ?? null, [runs, editingFor]));

  return { busy, run, edit };
}
