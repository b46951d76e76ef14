// The master prompt form's rule (name, content type, tone and prompt text
// all required) and how the manager lists prompts: grouped by content type in the
// content types' order (domain/tools.ts), newest first within a type, text previews cut at 100 characters.
import type { MasterPrompt, PromptInput } from '#sync/admin.ts';
import { MASTER_PROMPT_TONES } from '#domain/brand.ts';
import { CONTENT_TYPES } from '#domain/tools.ts';

export const PROMPT_PREVIEW_LENGTH = 100;

export const EMPTY_PROMPT: PromptInput = { name: '', content_type: '', tone: '', prompt_text: '' };

/** The prompt to save (trimmed), or null when a field is empty or a choice is not one the server accepts. */
export function validatePrompt(values: PromptInput): PromptInput | null {
  const prompt = {
    name: values.name.trim(),
    content_type: values.content_type,
    tone: values.tone,
    prompt_text: values.prompt_text.trim(),
  };
  if (!prompt.name || !prompt.prompt_text) return null;
  if (!(CONTENT_TYPES as readonly string[]).includes(prompt.content_type)) return null;
  if (!(MASTER_PROMPT_TONES as readonly string[]).includes(prompt.tone)) return null;
  return prompt;
}

export function promptPreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PROMPT_PREVIEW_LENGTH ? `${flat.slice(0, PROMPT_PREVIEW_LENGTH)}...` : flat;
}

export type PromptGroup = { contentType: string; prompts: MasterPrompt[] };

/** Groups in the order of CONTENT_TYPES (unknown types last), keeping the list's order inside a group. */
export function groupPromptsByType(prompts: readonly MasterPrompt[]): PromptGroup[] {
  const order = (type: string) => {
    const index = (CONTENT_TYPES as readonly string[]).indexOf(type);
    return index === -1 ? CONTENT_TYPES.length : index;
  };
  const groups = new Map<string, MasterPrompt[]>();
  for (const prompt of prompts) groups.set(prompt.content_type, [...(groups.get(prompt.content_type) ?? []), prompt]);
  return [...groups.entries()]
    .map(([contentType, list]) => ({ contentType, prompts: list }))
    .sort((a, b) => order(a.contentType) - order(b.contentType) || a.contentType.localeCompare(b.contentType));
}
