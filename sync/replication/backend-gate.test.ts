import { describe, expect, it } from 'vitest';
import { BackendGate } from './backend-gate.ts';

const gate = () => new BackendGate({ initialMs: 1_000, maxMs: 15_000 }, () => 1);

describe('the shared backend gate', () => {
  it('lets everything through while the backend answers', () => {
    const g = gate();
    expect(g.waitMs(0)).toBe(0);
    expect(g.sending()).toBe(false);
    expect(g.reachable).toBe(true);
  });

  it('after a failure, probes soon once, then at a steady gap, one probe at a time', () => {
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
    expect(gaps).toEqual([2_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000]);
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

  it('spreads the waits of many devices with jitter (nine tenths to all of the gap)', () => {
    const low = new BackendGate({ initialMs: 1_000, maxMs: 15_000 }, () => 0);
    low.failed(0);
    expect(low.waitMs(0)).toBe(1_800);
  });

  it('keeps the radio quiet: at most ten probes in any two minutes, however the jitter falls', () => {
    for (const random of [() => 0, () => 1, Math.random]) {
      const g = new BackendGate({ initialMs: 1_000, maxMs: 15_000 }, random);
      const sent: number[] = [0];
      let now = 0;
      g.failed(now);
      while (now < 600_000) {
        now += g.waitMs(now);
        g.sending();
        sent.push(now);
        g.failed(now);
      }
      const worst = Math.max(...sent.map((start) => sent.filter((t) => t >= start && t < start + 120_000).length));
      expect(worst).toBeLessThanOrEqual(10);
    }
  });

  it('counts a burst of requests sent before it closed as one failure', () => {
    const g = gate();
    g.failed(0);
    g.failed(0);
    g.failed(0);
    expect(g.waitMs(0)).toBe(2_000);
  });
});
