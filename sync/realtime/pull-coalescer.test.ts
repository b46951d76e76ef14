import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionName } from '../db/collection-defs.ts';
import { createPullCoalescer } from './pull-coalescer.ts';

afterEach(() => vi.useRealTimers());

describe('createPullCoalescer', () => {
  it('pulls each collection once per window, however many events arrive, and never later than the window', () => {
    vi.useFakeTimers();
    const pulls: CollectionName[] = [];
    const coalescer = createPullCoalescer((name) => pulls.push(name), 100);
    for (let i = 0; i < 50; i += 1) {
      coalescer.request('content_history');
      vi.advanceTimersByTime(1);
    }
    coalescer.request('profiles');
    vi.advanceTimersByTime(50);
    expect(pulls).toEqual(['content_history']);
    vi.advanceTimersByTime(100);
    expect(pulls).toEqual(['content_history', 'profiles']);
  });

  it('pulls nothing after cancel', () => {
    vi.useFakeTimers();
    const pulls: CollectionName[] = [];
    const coalescer = createPullCoalescer((name) => pulls.push(name), 100);
    coalescer.request('tone_templates');
    coalescer.cancel();
    vi.advanceTimersByTime(500);
    expect(pulls).toEqual([]);
  });
});
