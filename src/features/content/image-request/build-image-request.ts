// The body of the generate-image function call. `colors` carries
// the chosen palette's value ('ocean-calm'): the function keeps the same seven
// palettes (supabase/functions/generate-image/options.ts) and looks the hex colours
// up itself, so a queued offline request stays small and readable.

import {
  IMAGE_SIZES,
  type ImageSize,
  type ImageSizeOption,
  type ImageStyle,
  type ImageWellnessType,
} from '#domain/media-options.ts';
import type { ImageForm } from './image-form.ts';

export type ImageRequestBody = {
  prompt: string;
  style: ImageStyle;
  dimensions: ImageSizeOption;
  colors: string;
  textOverlay: string;
  wellness_type: ImageWellnessType;
};

/** The size option for a value; an unknown value falls back to square. */
export function imageSizeOption(value: ImageSize | string): ImageSizeOption {
  const option = IMAGE_SIZES.find((size) => size.value === value) ?? IMAGE_SIZES[0];
  return { value: option.value, label: option.label, width: option.width, height: option.height };
}

export function buildImageRequest(form: ImageForm): ImageRequestBody {
  return {
    prompt: form.prompt.trim(),
    style: form.style,
    dimensions: imageSizeOption(form.dimensions),
    colors: form.colors,
    textOverlay: form.textOverlay.trim(),
    wellness_type: form.wellness_type,
  };
}
