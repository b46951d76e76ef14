import { describe, expect, it } from 'vitest';
import { formatBytes, usedPercent } from './storage-figures.ts';

describe('storage figures', () => {
  it('writes sizes in the unit that fits', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(4.26 * 1024 * 1024)).toMatch(/^4[.,]3 MB$/);
    expect(formatBytes(312.4 * 1024 * 1024)).toBe('312 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
  });

  it('fills the meter by the share used, within 0-100', () => {
    expect(usedPercent(25, 100)).toBe(25);
    expect(usedPercent(150, 100)).toBe(100);
    expect(usedPercent(10, 0)).toBe(100);
  });
});
