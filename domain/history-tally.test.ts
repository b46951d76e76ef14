import { describe, expect, it } from 'vitest';
import { HistoryTally, localDay, tallyOf } from './history-tally.ts';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('HistoryTally', () => {
  it('counts items and words per type and local day', () => {
    const tally = tallyOf([
      { id: 'a', content_type: 'blog', word_count: 800, created_at: at(2026, 11, 2, 9) },
      { id: 'b', content_type: 'blog', word_count: 600, created_at: at(2026, 11, 2, 23) },
      { id: 'c', content_type: 'social', word_count: 40, created_at: at(2026, 11, 3) },
    ]);
    expect(tally.size).toBe(3);
    expect(tally.cells()).toEqual(
      expect.arrayContaining([
        { type: 'blog', day: '2026-11-02', count: 2, words: 1_400 },
        { type: 'social', day: '2026-11-03', count: 1, words: 40 },
      ]),
    );
  });

  it('counts an item once however often it is put, and moves it when it changes', () => {
    const tally = new HistoryTally();
    tally.put({ id: 'a', content_type: 'blog', word_count: 800, created_at: at(2026, 11, 2) });
    tally.put({ id: 'a', content_type: 'blog', word_count: 800, created_at: at(2026, 11, 2) });
    expect(tally.cells()).toEqual([{ type: 'blog', day: '2026-11-02', count: 1, words: 800 }]);
    tally.put({ id: 'a', content_type: 'newsletter', word_count: 500, created_at: at(2026, 11, 2) });
    expect(tally.cells()).toEqual([{ type: 'newsletter', day: '2026-11-02', count: 1, words: 500 }]);
  });

  it('forgets a removed item, and ignores removing one it never counted', () => {
    const tally = tallyOf([
      { id: 'a', content_type: 'blog', word_count: 800, created_at: at(2026, 11, 2) },
      { id: 'b', content_type: 'blog', word_count: 200, created_at: at(2026, 11, 2) },
    ]);
    tally.remove('a');
    tally.remove('never-there');
    expect(tally.cells()).toEqual([{ type: 'blog', day: '2026-11-02', count: 1, words: 200 }]);
    tally.remove('b');
    expect(tally.cells()).toEqual([]);
    expect(tally.size).toBe(0);
  });

  it('gives a day that cannot be read its own cell instead of failing', () => {
    expect(localDay('not a date')).toBe('0000-00-00');
  });
});
