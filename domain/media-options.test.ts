import { describe, expect, it } from 'vitest';
import {
  BRAND_TONES,
  COLOR_PALETTES,
  IMAGE_PRESET_PROMPTS,
  IMAGE_SIZES,
  IMAGE_STYLES,
  IMAGE_WELLNESS_TYPES,
  SEO_ANALYSIS_TYPES,
  VIDEO_DURATIONS,
  VIDEO_TYPES,
} from './media-options.ts';

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('media options catalog', () => {
  it('has the spec values in the spec order', () => {
    expect(values(SEO_ANALYSIS_TYPES)).toEqual(['existing', 'competitor', 'keyword', 'local']);
    expect(BRAND_TONES).toHaveLength(10);
    expect(values(VIDEO_TYPES)).toEqual(['yoga-class', 'meditation', 'wellness-tip', 'testimonial', 'educational', 'youtube', 'social-reel', 'course-module']);
    expect(values(VIDEO_DURATIONS)).toEqual(['15-30s', '60s', '3-5min', '10-15min', '20-30min', '45-60min']);
    expect(values(IMAGE_WELLNESS_TYPES)).toEqual(['yoga', 'ayurveda', 'nutrition', 'spa', 'fitness', 'nature', 'spiritual']);
    expect(values(IMAGE_STYLES)).toEqual(['photography', 'illustration', 'minimalist', 'watercolor', 'modern', 'traditional']);
    expect(IMAGE_SIZES.map(({ value, width, height }) => `${value} ${width}x${height}`)).toEqual([
      'square 1080x1080',
      'portrait 1080x1350',
      'landscape 1350x1080',
      'story 1080x1920',
      'header 1200x630',
      'post 1200x900',
      'banner 1920x1080',
      'pinterest 735x1102',
    ]);
    expect(COLOR_PALETTES).toHaveLength(7);
  });

  it('puts each duration target inside its range', () => {
    const ranges: Record<string, [number, number]> = {
      '15-30s': [15, 30],
      '60s': [60, 60],
      '3-5min': [180, 300],
      '10-15min': [600, 900],
      '20-30min': [1200, 1800],
      '45-60min': [2700, 3600],
    };
    for (const { value, seconds } of VIDEO_DURATIONS) {
      const [min, max] = ranges[value] ?? [0, 0];
      expect(seconds).toBeGreaterThanOrEqual(min);
      expect(seconds).toBeLessThanOrEqual(max);
    }
  });

  it('offers two or three preset prompts for yoga, ayurveda and nutrition', () => {
    for (const type of ['yoga', 'ayurveda', 'nutrition']) {
      const presets = IMAGE_PRESET_PROMPTS.filter((preset) => preset.wellness_type === type);
      expect(presets.length).toBeGreaterThanOrEqual(2);
      expect(presets.length).toBeLessThanOrEqual(3);
    }
  });
});
