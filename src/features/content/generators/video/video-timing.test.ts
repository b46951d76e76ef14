import { describe, expect, it } from 'vitest';
import { apportion, formatClock, splitSeconds, targetWords, timingDisplay } from './video-timing.ts';

describe('video timing helpers', () => {
  it('formats seconds as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3000)).toBe('50:00');
  });

  it('splits a total into intro, main and outro that add up exactly, within the bounds', () => {
    const shares = { intro: 0.1, outro: 0.08, maxIntroSeconds: 120, maxOutroSeconds: 60 };
    expect(splitSeconds(240, shares)).toEqual({ total: 240, intro: 24, main: 197, outro: 19 });
    expect(splitSeconds(3000, shares)).toEqual({ total: 3000, intro: 120, main: 2820, outro: 60 });
    expect(splitSeconds(30, shares)).toEqual({ total: 30, intro: 3, main: 24, outro: 3 });
  });

  it('apportions by weight with parts that always sum to the total', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(7, [0, 0])).toEqual([4, 3]);
    expect(apportion(100, [3, 1])).toEqual([75, 25]);
    for (const total of [1, 29, 241, 3000]) {
      expect(apportion(total, [5, 17, 2, 9, 1]).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('shows ranges that meet end to end', () => {
    expect(timingDisplay({ total: 240, intro: 24, main: 197, outro: 19 })).toEqual({
      total_duration: '4:00',
      intro: '0:00-0:24',
      main: '0:24-3:41',
      outro: '3:41-4:00',
    });
  });

  it('targets 2.3 spoken words per second', () => {
    expect(targetWords(30)).toBe(69);
    expect(targetWords(3000)).toBe(6900);
  });
});
