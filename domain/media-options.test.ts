import { describe, expect, it } from 'vitest';
import { IMAGE_PRESET_PROMPTS, VIDEO_DURATIONS } from './media-options.ts';

describe('media options catalog', () => {
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
