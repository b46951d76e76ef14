import { describe, expect, it } from 'vitest';
import { monthStart, monthSummary } from './month-summary.ts';

const at = (m: number, d: number, h = 12) => new Date(2026, m - 1, d, h).toISOString();
const now = new Date(2026, 10, 18, 9);

describe('monthSummary', () => {
  it('counts items, words and credits of the current month only', () => {
    const history = [
      { word_count: 800, created_at: at(11, 17) },
      { word_count: 120, created_at: at(11, 1, 0) },
      { word_count: 999, created_at: at(10, 31, 23) },
    ];
    const usage = [
      { credits_consumed: 8, created_at: at(11, 17) },
      { credits_consumed: 2, created_at: at(11, 2) },
      { credits_consumed: 50, created_at: at(10, 30) },
    ];
    expect(monthSummary(history, usage, now)).toEqual({ items: 2, words: 920, credits: 10 });
  });

  it('is zero for a new month', () => {
    expect(monthSummary([], [], now)).toEqual({ items: 0, words: 0, credits: 0 });
  });

  it('starts the month at local midnight of the first day', () => {
    expect(monthStart(now)).toEqual(new Date(2026, 10, 1, 0, 0, 0));
  });
});
