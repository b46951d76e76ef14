import { describe, expect, it } from 'vitest';
import { CHARACTER_LIMITS } from '#domain/studio-options.ts';
import { characterCounterColour } from './character-counter.ts';

describe('characterCounterColour', () => {
  it.each([
    ['instagram', 1760, 1761, 2200, 2201],
    ['facebook', 400, 401, 500, 501],
    ['linkedin', 2400, 2401, 3000, 3001],
  ] as const)('%s: normal up to 80%%, warning above it up to the limit, over beyond it', (platform, atEighty, aboveEighty, atLimit, overLimit) => {
    const limit = CHARACTER_LIMITS[platform];
    expect(characterCounterColour(0, limit)).toBe('normal');
    expect(characterCounterColour(atEighty, limit)).toBe('normal');
    expect(characterCounterColour(aboveEighty, limit)).toBe('warning');
    expect(characterCounterColour(atLimit, limit)).toBe('warning');
    expect(characterCounterColour(overLimit, limit)).toBe('over');
  });
});
