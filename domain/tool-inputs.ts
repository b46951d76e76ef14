// What a history item records of the generation that wrote it, so the piece can be
// opened back in its tool: the job (which of the tool's generators, e.g. a blog's
// 'article') and the form it was given. The studio's voice is not recorded: it is read
// again from the brand profile when the tool opens.
import type { ToolTab } from './tools.ts';

export const TOOL_JOB_KEY = 'tool_job';
export const TOOL_INPUTS_KEY = 'tool_inputs';
/** The variant of its text (the same form again gives the next). */
export const TOOL_VARIANT_KEY = 'tool_variant';

/** The form among a job's inputs (`[form, ctx]` or `{ ...form, ctx }`), without the voice. */
export function formOfInputs(inputs: unknown): Record<string, unknown> | null {
  const form = Array.isArray(inputs) ? inputs[0] : inputs;
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return null;
  const { ctx: _voice, ...rest } = form as Record<string, unknown>;
  return rest;
}

/** The job that wrote the item, or null (an item from before, or not generated). */
export function jobOf(metadata: Readonly<Record<string, unknown>> | undefined): string | null {
  const job = metadata?.[TOOL_JOB_KEY];
  return typeof job === 'string' && job !== '' ? job : null;
}

/** The form the item was written from, or an empty one. */
export function recordedForm(metadata: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const form = metadata?.[TOOL_INPUTS_KEY];
  return typeof form === 'object' && form !== null && !Array.isArray(form) ? (form as Record<string, unknown>) : {};
}

/** The variant the item's text is, or -1 when it does not say. */
export function variantOf(metadata: Readonly<Record<string, unknown>> | undefined): number {
  const variant = metadata?.[TOOL_VARIANT_KEY];
  return typeof variant === 'number' && Number.isInteger(variant) && variant >= 0 ? variant : -1;
}

/**
 * The tools that open a history item back ("Open in ..."), each with the job whose piece
 * it loads; an item from before the job was recorded counts as that job's.
 */
export const OPEN_JOBS: Partial<Record<ToolTab, string>> = { blog: 'article' };

/** The job an item opened in `tab` is written by, or null when that tool does not open it. */
export function openJobOf(tab: ToolTab, metadata: Readonly<Record<string, unknown>> | undefined): string | null {
  const job = OPEN_JOBS[tab];
  if (!job) return null;
  const recorded = jobOf(metadata);
  return recorded === null || recorded === job ? job : null;
}
