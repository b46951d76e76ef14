// The image tool's form (plus the chosen master prompt)
// and its last output: the request in flight (its image_jobs id) and, once
// generated, the image, so a reload or another device shows it again.
import { COLOR_PALETTES, IMAGE_SIZES, IMAGE_STYLES, IMAGE_WELLNESS_TYPES } from '#domain/media-options.ts';
import { DEFAULT_IMAGE_FORM, type ImageForm } from '../../image-request/image-form.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';

export type ImageToolForm = {
  prompt: string;
  textOverlay: string;
  wellness_type: string;
  style: string;
  dimensions: string;
  colors: string;
  /** The chosen image master prompt's id; empty for the user's prompt only. */
  promptId: string;
};

/** `drawn`: the built-in renderer drew the image (no image provider configured). */
export type ImageOutput = { jobId: string; image: string; prompt: string; dimensions: string; drawn?: boolean };

export const IMAGE_DEFAULTS: ToolDefaults<ImageToolForm, ImageOutput> = {
  form: { ...DEFAULT_IMAGE_FORM, promptId: '' },
  output: { jobId: '', image: '', prompt: '', dimensions: '' },
};

function known<V extends string>(options: readonly { value: V }[], value: string, fallback: V): V {
  return options.find((option) => option.value === value)?.value ?? fallback;
}

/** The generator's form, with any unknown choice (an old draft) back to its default. */
export function imageFormOf(form: ImageToolForm): ImageForm {
  return {
    prompt: form.prompt,
    textOverlay: form.textOverlay,
    wellness_type: known(IMAGE_WELLNESS_TYPES, form.wellness_type, DEFAULT_IMAGE_FORM.wellness_type),
    style: known(IMAGE_STYLES, form.style, DEFAULT_IMAGE_FORM.style),
    dimensions: known(IMAGE_SIZES, form.dimensions, DEFAULT_IMAGE_FORM.dimensions),
    colors: known(COLOR_PALETTES, form.colors, DEFAULT_IMAGE_FORM.colors),
  };
}
