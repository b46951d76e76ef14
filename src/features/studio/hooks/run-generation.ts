// One generation, step by step, with its effects passed in (so it is tested
// without a browser): validate (the generators throw the spec's toast texts),
// wait the simulated delay, show the result and its success toast, then record a
// content_history item and a usage record. A failed local write shows an error
// toast; the result stays on screen.
import type { HistoryItemInput } from '#sync/history.ts';
import type { UsageInput } from '#sync/usage.ts';
import type { ContentType } from '#domain/content-types.ts';
import { GeneratorValidationError } from '../generators/shared/context.ts';
import type { DelayKey } from '../lib/delay-setting.ts';
import { STUDIO_TOASTS, type Toast } from '../messages.ts';

export type GenerationRecord = { title: string; content: string; wordCount: number; credits: number };

export type GenerationJob<T> = {
  /** Which button is busy (a tool may have several generators). */
  key: string;
  delay: DelayKey;
  produce: () => T;
  apply: (result: T) => void;
  success: Toast;
  record: (result: T) => GenerationRecord;
};

export type GenerationEffects = {
  setBusy: (key: string | null) => void;
  /** Resolves after the simulated delay of `key`. */
  wait: (key: DelayKey) => Promise<void>;
  /** False once the tool has been left: the generation is then dropped. */
  isMounted: () => boolean;
  notifySuccess: (title: string, description?: string) => void;
  notifyError: (title: string, description?: string) => void;
  addHistoryItem: (input: HistoryItemInput) => Promise<unknown>;
  recordUsage: (input: UsageInput) => Promise<unknown>;
};

export type GenerationOutcome = 'invalid' | 'failed' | 'dropped' | 'saved' | 'not-saved';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runGeneration<T>(contentType: ContentType, job: GenerationJob<T>, fx: GenerationEffects): Promise<GenerationOutcome> {
  let result: T;
  try {
    result = job.produce();
  } catch (error) {
    if (error instanceof GeneratorValidationError) {
      fx.notifyError(error.title, error.description);
      return 'invalid';
    }
    fx.notifyError(STUDIO_TOASTS.generationFailed.title, message(error));
    return 'failed';
  }
  fx.setBusy(job.key);
  await fx.wait(job.delay);
  if (!fx.isMounted()) return 'dropped';
  fx.setBusy(null);
  job.apply(result);
  fx.notifySuccess(job.success.title, job.success.description);
  const record = job.record(result);
  try {
    await Promise.all([
      fx.addHistoryItem({ content_type: contentType, title: record.title, content: record.content, status: 'draft', word_count: record.wordCount }),
      fx.recordUsage({ content_type: contentType, credits_consumed: record.credits, word_count: record.wordCount }),
    ]);
    return 'saved';
  } catch (error) {
    fx.notifyError(STUDIO_TOASTS.saveFailed.title, message(error));
    return 'not-saved';
  }
}
