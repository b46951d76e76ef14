import type { ColorPaletteValue, ImageSize, ImageStyle, ImageWellnessType } from '#domain/media-options.ts';

/** The image tool's form; choices hold option values. */
export type ImageForm = {
  prompt: string;
  textOverlay: string;
  wellness_type: ImageWellnessType;
  style: ImageStyle;
  dimensions: ImageSize;
  colors: ColorPaletteValue;
};

export const DEFAULT_IMAGE_FORM: ImageForm = {
  prompt: '',
  textOverlay: '',
  wellness_type: 'yoga',
  style: 'photography',
  dimensions: 'square',
  colors: 'earth-tones',
};
