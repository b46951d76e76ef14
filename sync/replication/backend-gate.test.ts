import { describe, expect, it } from 'vitest';
import { BackendGate } from './backend-gate.ts';

const gate = () => new BackendGate({ initialMs: 1_000, maxMs: 60_000 }, () => 1);

describe('the shared backend gate', () => {
  it('lets everything through while the backend answers', () => {
    const g = gate();
    expect(g.waitMs(0)).toBe(0);
    expect(g.sending()).toBe(false);
    expect(g.reachable).toBe(true);
  });

  it('after failures, waits twice as long each time up to a minute, one probe at a time', () => {
    const g = gate();
    const gaps: number[] = [];
    let now = 0;
    for (let i = 0; i < 8; i++) {
      g.failed(now);
      const wait = g.waitMs(now);
      gaps.push(wait);
      now += wait;
      expect(g.waitMs(now)).toBe(0);
      expect(g.sending()).toBe(true); // this request is the probe...
      expect(g.waitMs(now)).toBe(Number.POSITIVE_INFINITY); // ...and every other one waits for its answer
    }
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    expect(g.reachable).toBe(false);
    g.succeeded();
    expect(g.reachable).toBe(true);
    expect(g.waitMs(now)).toBe(0);
  });

  it('opens at once for the network coming back or the user pressing Retry, still for one probe', () => {
    const g = gate();
    g.failed(0);
    g.failed(1_000);
    expect(g.waitMs(1_000)).toBeGreaterThan(0);
    g.openNow();
    expect(g.waitMs(1_000)).toBe(0);
    expect(g.sending()).toBe(true);
    expect(g.waitMs(1_000)).toBe(Number.POSITIVE_INFINITY);
  });

  it('spreads the waits of many devices with jitter (half to all of the ceiling)', () => {
    const low = new BackendGate({ initialMs: 1_000, maxMs: 60_000 }, () => 0);
    low.failed(0);
    expect(low.waitMs(0)).toBe(500);
  });
});
