// One generation, step by step, with its effects passed in (so it is tested
// without a browser): load the generators (a chunk of their own, fetched when a tool
// first runs), validate (the generators throw the validation toast texts), wait the
// simulated delay, show the result and its success toast, then record a
// content_history item and a usage record. Generating again with the same inputs is
// Regenerate: the next variant (a different text), which replaces the earlier entry's
// text in the history instead of adding another. A take identical to the one the user
// already has for the same inputs is shown with a note and costs nothing: no history
// write, no usage record. A failed local write shows an error toast; the result stays
// on screen. Written from a brief, the generators' context carries it, the piece's
// history metadata records its id, and another brief with the same form is other
// inputs (a first variant, a new entry).
import type { Channel } from '#domain/content-plan.ts';
import type { Brief } from '#domain/brief.ts';
import { BRIEF_ID_KEY } from '#domain/start-from.ts';
import { formOfInputs, TOOL_INPUTS_KEY, TOOL_JOB_KEY, TOOL_VARIANT_KEY } from '#domain/tool-inputs.ts';
import type { HistoryItemInput } from '#sync/history.ts';
import type { UsageInput } from '#sync/usage.ts';
import type { ContentType } from '#domain/tools.ts';
import type { AnyGenerate } from '../generators/shared/text-generators.ts';
import { type GeneratorContext, GeneratorValidationError } from '../generators/shared/context.ts';
import type { DelayKey } from '../lib/delay-setting.ts';
import type { Toast } from '#domain/tools/tool-definition.ts';
import { CONTENT_TEXT, CONTENT_TOASTS } from '../messages.ts';
import { fingerprint, type LastRun } from './run-memory.ts';

/**
 * `channel`: where the piece goes out, when the tool knows better than its default (a post's
 * platform). `scheduledFor`: the instant it is planned for (a tool opened from the calendar).
 */
export type GenerationRecord = { title: string; content: string; wordCount: number; credits: number; channel?: Channel; scheduledFor?: string };

/** `G`: the tool's generate function. */
export type GenerationJob<T, G = AnyGenerate> = {
  /** Which button is busy (a tool may have several generators). */
  key: string;
  delay: DelayKey;
  /** What the result depends on (the form and the voice): the same again asks for the next variant. */
  inputs: unknown;
  produce: (generate: G, variant: number) => T;
  apply: (result: T) => void;
  success: Toast;
  record: (result: T) => GenerationRecord;
};

export type { LastRun };

export type HistoryText = { title: string; content: string; word_count: number };

export type GenerationEffects<G = AnyGenerate> = {
  setBusy: (key: string | null) => void;
  /** Resolves after the simulated delay of `key`. */
  wait: (key: DelayKey) => Promise<void>;
  /** False once the tool has been left: the generation is then dropped. */
  isMounted: () => boolean;
  notifySuccess: (title: string, description?: string) => void;
  notifyError: (title: string, description?: string) => void;
  loadGenerate: () => Promise<G>;
  lastRun: (key: string) => LastRun | undefined;
  remember: (key: string, run: LastRun) => void;
  addHistoryItem: (input: HistoryItemInput) => Promise<{ id: string }>;
  /** Rewrites an entry's text; false when it is gone (deleted meanwhile). */
  replaceHistoryText: (id: string, text: HistoryText) => Promise<boolean>;
  recordUsage: (input: UsageInput) => Promise<unknown>;
  /** The history entry the piece is saved as, with its metadata. */
  saved?: (piece: { id: string; metadata: Record<string, unknown> }) => void;
  /** The item opened in the tool ("Open in ..."), when job `key` wrote it, and its text's variant: the job's takes replace that item's text. */
  editing?: (key: string) => { id: string; variant: number } | null;
};

export type GenerationOutcome = 'invalid' | 'failed' | 'dropped' | 'saved' | 'not-saved' | 'unchanged';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function saveHistory<G>(
  contentType: ContentType,
  record: GenerationRecord,
  previous: string | null,
  metadata: Record<string, unknown>,
  fx: GenerationEffects<G>,
): Promise<string> {
  const text = { title: record.title, content: record.content, word_count: record.wordCount };
  if (previous && (await fx.replaceHistoryText(previous, text))) return previous;
  const input: HistoryItemInput = { content_type: contentType, title: text.title, content: text.content, status: 'draft', word_count: text.word_count };
  if (record.channel) input.channel = record.channel;
  if (record.scheduledFor) input.scheduled_for = record.scheduledFor;
  return (await fx.addHistoryItem(Object.keys(metadata).length > 0 ? { ...input, metadata } : input)).id;
}

/** The tool's generate function with the brief in every context it is given. */
function withBrief<G>(generate: G, brief: Brief | null): G {
  if (!brief) return generate;
  const run = generate as unknown as (key: string, input: unknown, ctx?: GeneratorContext, options?: unknown) => unknown;
  return ((key: string, input: unknown, ctx: GeneratorContext = {}, options?: unknown) => run(key, input, { ...ctx, brief }, options)) as unknown as G;
}

/** `brief`: the brief the piece is written from, or null; `plannedFor`: the instant a new piece is planned for, or null. */
export async function runGeneration<T, G = AnyGenerate>(
  contentType: ContentType,
  job: GenerationJob<T, G>,
  fx: GenerationEffects<G>,
  brief: Brief | null = null,
  plannedFor: string | null = null,
): Promise<GenerationOutcome> {
  const signature = fingerprint(JSON.stringify(brief ? [job.inputs, brief] : job.inputs) ?? '');
  const last = fx.lastRun(job.key);
  const again = last !== undefined && last.signature === signature;
  const opened = fx.editing?.(job.key) ?? null;
  // An opened item's next take follows the one it holds, so regenerating never gives its text again.
  const variant = again ? Math.max(last.variant, opened?.variant ?? -1) + 1 : opened ? opened.variant + 1 : 0;
  let result: T;
  try {
    result = job.produce(withBrief(await fx.loadGenerate(), brief), variant);
  } catch (error) {
    if (error instanceof GeneratorValidationError) {
      fx.notifyError(error.title, error.description);
      return 'invalid';
    }
    fx.notifyError(CONTENT_TOASTS.generationFailed.title, message(error));
    return 'failed';
  }
  fx.setBusy(job.key);
  await fx.wait(job.delay);
  if (!fx.isMounted()) return 'dropped';
  fx.setBusy(null);
  job.apply(result);
  const record: GenerationRecord = plannedFor ? { ...job.record(result), scheduledFor: plannedFor } : job.record(result);
  const text = fingerprint(JSON.stringify([record.title, record.content]));
  if (again && last.result === text) {
    fx.notifySuccess(job.success.title, CONTENT_TEXT.sameText);
    fx.remember(job.key, { ...last, variant });
    return 'unchanged';
  }
  fx.notifySuccess(job.success.title, job.success.description);
  // The text counts as the user's once it is saved and charged (below).
  fx.remember(job.key, { signature, variant, historyId: again ? last.historyId : null });
  const form = formOfInputs(job.inputs);
  const metadata: Record<string, unknown> = {
    ...(brief ? { [BRIEF_ID_KEY]: brief.id } : {}),
    [TOOL_JOB_KEY]: job.key,
    ...(form ? { [TOOL_INPUTS_KEY]: form } : {}),
    [TOOL_VARIANT_KEY]: variant,
  };
  const previous = opened?.id ?? (again ? last.historyId : null);
  try {
    const [historyId] = await Promise.all([
      saveHistory(contentType, record, previous, metadata, fx),
      fx.recordUsage({ content_type: contentType, credits_consumed: record.credits, word_count: record.wordCount }),
    ]);
    fx.remember(job.key, { signature, variant, historyId, result: text });
    fx.saved?.({ id: historyId, metadata });
    return 'saved';
  } catch (error) {
    fx.notifyError(CONTENT_TOASTS.saveFailed.title, message(error));
    return 'not-saved';
  }
}
