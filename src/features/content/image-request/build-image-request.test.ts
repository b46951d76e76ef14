import { describe, expect, it } from 'vitest';
import { PALETTES as SERVER_PALETTES } from '../../../../supabase/functions/generate-image/options.ts';
import { COLOR_PALETTES, IMAGE_SIZES } from '#domain/media-options.ts';
import { buildImageRequest } from './build-image-request.ts';
import { DEFAULT_IMAGE_FORM, type ImageForm } from './image-form.ts';

const form: ImageForm = {
  prompt: '  A woman in tree pose on a beach at dawn \n',
  textOverlay: '  Find your balance  ',
  wellness_type: 'yoga',
  style: 'watercolor',
  dimensions: 'pinterest',
  colors: 'ocean-calm',
};

describe('buildImageRequest', () => {
  it('builds exactly the function call body', () => {
    expect(buildImageRequest(form)).toStrictEqual({
      prompt: 'A woman in tree pose on a beach at dawn',
      style: 'watercolor',
      dimensions: { value: 'pinterest', label: 'Pinterest Pin (735x1102)', width: 735, height: 1102 },
      colors: 'ocean-calm',
      textOverlay: 'Find your balance',
      wellness_type: 'yoga',
    });
  });

  it('sends each size option with its exact pixels', () => {
    const sizes = IMAGE_SIZES.map((size) => buildImageRequest({ ...form, dimensions: size.value }).dimensions);
    expect(sizes.map(({ value, width, height }) => `${value} ${width}x${height}`)).toEqual([
      'square 1080x1080',
      'portrait 1080x1350',
      'landscape 1350x1080',
      'story 1080x1920',
      'header 1200x630',
      'post 1200x900',
      'banner 1920x1080',
      'pinterest 735x1102',
    ]);
  });

  it('names every palette the generate-image function knows, and sends an empty overlay as empty text', () => {
    expect(COLOR_PALETTES).toHaveLength(7);
    for (const palette of COLOR_PALETTES) {
      expect(buildImageRequest({ ...form, colors: palette.value }).colors).toBe(palette.value);
      expect(SERVER_PALETTES.find((known) => known.value === palette.value)?.colors).toEqual(palette.colors);
    }
    expect(buildImageRequest({ ...DEFAULT_IMAGE_FORM, prompt: 'x' }).textOverlay).toBe('');
  });
});
