import { describe, expect, it } from 'vitest';
import { realtimeReconnectDelay } from './reconnect-delay.ts';

describe('the Realtime reconnect delay', () => {
  it('doubles from about a second up to a minute', () => {
    const highest = (tries: number) => realtimeReconnectDelay(tries, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(highest)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(realtimeReconnectDelay(3, () => 0)).toBe(3_000);
  });

  it('tries at most a handful of times in two minutes with a dead connection', () => {
    let elapsed = 0;
    let tries = 0;
    while (elapsed < 120_000) {
      tries += 1;
      elapsed += realtimeReconnectDelay(tries, () => 0);
    }
    expect(tries).toBeLessThanOrEqual(8);
  });
});
