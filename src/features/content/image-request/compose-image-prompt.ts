import type { ImageForm } from './image-form.ts';

/** The part of a master_prompts row (content_type image) the prompt needs. */
export type ImageMasterPrompt = { prompt_text: string };

const PLACEHOLDER = /\{(prompt|style|wellness_type)\}/g;

/**
 * The prompt to send. Without a master prompt: the user's prompt, trimmed. With
 * one: its {prompt}, {style} and {wellness_type} filled in one pass (values as
 * chosen, e.g. "watercolor", "ayurveda"; unknown placeholders stay), and the
 * user's prompt appended when the master prompt has no {prompt}.
 */
export function composeImagePrompt(
  form: Pick<ImageForm, 'prompt' | 'style' | 'wellness_type'>,
  masterPrompt?: ImageMasterPrompt,
): string {
  const prompt = form.prompt.trim();
  const template = masterPrompt?.prompt_text.trim() ?? '';
  if (!template) return prompt;
  const values: Record<string, string> = { prompt, style: form.style, wellness_type: form.wellness_type };
  const filled = template.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? '');
  return template.includes('{prompt}') || !prompt ? filled : `${filled}\n\n${prompt}`;
}
