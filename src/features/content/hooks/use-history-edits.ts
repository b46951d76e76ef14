// A result edited in place is saved to its history entry as well as to the draft: the
// entry the last generation of that job wrote (run memory). Saved after a pause in
// typing, and at once when the tool or the page is left. Local writes: offline too.
import { useCallback, useRef } from 'react';
import { replaceHistoryText } from '#sync/history.ts';
import { notifyError } from '../../../ui/notify.tsx';
import { CONTENT_TOASTS } from '../messages.ts';
import type { GenerationRecord } from './run-generation.ts';
import { useFlushOnLeave } from './use-flush-on-leave.ts';
import { DRAFT_SAVE_DELAY_MS } from './use-tool-draft.ts';

export type EditedText = Omit<GenerationRecord, 'credits'>;

type Pending = { id: string; text: { title: string; content: string; word_count: number } };

/** `historyId(key)`: the entry the job `key` last wrote, or null. */
export function useHistoryEdits(historyId: (key: string) => string | null): (key: string, text: EditedText) => void {
  const pending = useRef(new Map<string, Pending>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const edits = [...pending.current.values()];
    pending.current.clear();
    for (const { id, text } of edits) {
      replaceHistoryText(id, text).catch((error: unknown) => notifyError(CONTENT_TOASTS.saveFailed.title, error instanceof Error ? error.message : String(error)));
    }
  }, []);

  useFlushOnLeave(flush);

  return useCallback(
    (key: string, { title, content, wordCount }: EditedText) => {
      const id = historyId(key);
      if (!id) return;
      pending.current.set(key, { id, text: { title, content, word_count: wordCount } });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [historyId, flush],
  );
}
