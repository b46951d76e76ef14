// One tool's form and last output, restored from its draft (useDraft) and saved
// back as the user works (saveDraft, debounced), so a reload, a closed tab, an
// offline restart or another device finds the work where it was left. Until the
// user changes something here, a draft arriving later (first sync, another
// device) replaces the defaults on screen; after that, defaults arriving later
// (the studio's preferences) still move the fields the user has not changed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, type DraftInput, saveDraft, useDraft } from '#sync/drafts.ts';
import { useDataReady } from '#sync/status.ts';
import type { ContentType } from '#domain/tools.ts';
import { notifyError } from '../../../ui/notify.tsx';
import { firstFailure, type ReadFailure } from '../../../ui/read-failed.tsx';
import { type ListChecks, restoreShape, type Shape } from '../lib/draft-codec.ts';
import { followDefaults } from './follow-defaults.ts';
import { useFlushOnLeave } from './use-flush-on-leave.ts';
import { CONTENT_TOASTS } from '../messages.ts';

export const DRAFT_SAVE_DELAY_MS = 400;

export type ToolDefaults<F extends Shape, O extends Shape> = { form: F; output: O; lists?: ListChecks };
type State<F, O> = { form: F; output: O };
type Patch<T> = Partial<T> | ((current: T) => Partial<T>);

export type ToolDraft<F extends Shape, O extends Shape> = State<F, O> & {
  /** False until the saved draft (or its absence) and the defaults it starts from (the studio's voice and preferences) are known. */
  ready: boolean;
  /** The saved draft could not be read: the tool waits (defaults shown would be saved over it). */
  readFailed: ReadFailure | null;
  setForm(patch: Patch<F>): void;
  setOutput(patch: Patch<O>): void;
  /** The 'New' action: back to the defaults, and the saved draft is cleared. */
  reset(): void;
};

const apply = <T>(current: T, patch: Patch<T>): T => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) });

function reportFailure(error: unknown): void {
  notifyError(CONTENT_TOASTS.saveFailed.title, error instanceof Error ? error.message : String(error));
}

export function useToolDraft<F extends Shape, O extends Shape>(
  type: ContentType,
  defaults: ToolDefaults<F, O>,
  defaultsReady: boolean,
): ToolDraft<F, O> {
  const saved = useDraft(type);
  const { draft, loading } = saved;
  const failed = saved.error !== null;
  const dataReady = useDataReady();
  const [state, setState] = useState<State<F, O>>({ form: defaults.form, output: defaults.output });
  const [ready, setReady] = useState(false);
  const touched = useRef(false);
  const pending = useRef<DraftInput | null>(null);
  const failing = useRef(false);
  const dataReadyRef = useRef(dataReady);
  dataReadyRef.current = dataReady;
  const defaultsKey = JSON.stringify(defaults);
  const previousDefaults = useRef(defaults.form);
  /** The output last saved or restored: a different one is saved without waiting. */
  const savedOutput = useRef(defaults.output);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's version and the defaults' JSON name what this reads.
  useEffect(() => {
    // Not before the device database is open: until then the draft reads as empty and a
    // command would find no database (a quick Generate would say "signed out").
    if (loading || failed || !defaultsReady || !dataReady) return;
    const previous = previousDefaults.current;
    previousDefaults.current = defaults.form;
    if (touched.current) {
      setState((current) => {
        const form = followDefaults(current.form, previous, defaults.form);
        return form === current.form ? current : { ...current, form };
      });
      return;
    }
    const restored = {
      form: restoreShape(defaults.form, draft?.form, defaults.lists),
      output: restoreShape(defaults.output, draft?.output, defaults.lists),
    };
    savedOutput.current = restored.output;
    setState(restored);
    setReady(true);
  }, [loading, failed, defaultsReady, dataReady, draft?.updated_at, defaultsKey]);

  const flush = useCallback(() => {
    const payload = pending.current;
    if (!payload || !dataReadyRef.current) return;
    pending.current = null;
    saveDraft(type, payload).then(
      () => {
        failing.current = false;
      },
      (error: unknown) => {
        pending.current ??= payload;
        if (!failing.current) reportFailure(error);
        failing.current = true;
      },
    );
  }, [type]);

  // Typing is saved after a pause; a new result (generated, regenerated) at once, so a
  // reload right after generating never finds the draft from before it.
  useEffect(() => {
    if (!touched.current) return;
    pending.current = { form: state.form, output: state.output };
    if (state.output !== savedOutput.current) {
      savedOutput.current = state.output;
      flush();
      return;
    }
    const timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, flush]);

  // A change typed while the database was still opening is saved once it is open.
  useEffect(() => {
    if (dataReady) flush();
  }, [dataReady, flush]);

  useFlushOnLeave(flush);

  const change = useCallback((next: (current: State<F, O>) => State<F, O>) => {
    touched.current = true;
    setState(next);
  }, []);
  const setForm = useCallback((patch: Patch<F>) => change((s) => ({ ...s, form: apply(s.form, patch) })), [change]);
  const setOutput = useCallback((patch: Patch<O>) => change((s) => ({ ...s, output: apply(s.output, patch) })), [change]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: defaultsKey stands for the defaults.
  const reset = useCallback(() => {
    touched.current = false;
    pending.current = null;
    setState({ form: structuredClone(defaults.form), output: structuredClone(defaults.output) });
    clearDraft(type).catch(reportFailure);
  }, [type, defaultsKey]);

  return { ...state, ready, readFailed: firstFailure(saved), setForm, setOutput, reset };
}
