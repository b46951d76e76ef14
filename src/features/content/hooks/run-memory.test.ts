import { describe, expect, it } from 'vitest';
import { fingerprint, runMemory } from './run-memory.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

describe('runMemory', () => {
  it('remembers the last run per tool and job across a reload (a new memory on the same storage)', () => {
    const storage = new MemoryStorage();
    runMemory(storage, 'blog').set('article', { signature: fingerprint('{"title":"Yin"}'), variant: 2, historyId: 'h1' });
    expect(runMemory(storage, 'blog').get('article')).toEqual({ signature: fingerprint('{"title":"Yin"}'), variant: 2, historyId: 'h1', at: expect.any(String) });
    expect(runMemory(storage, 'social').get('article')).toBeUndefined();
  });

  it('keeps a fingerprint of the inputs, never the inputs themselves', () => {
    const storage = new MemoryStorage();
    runMemory(storage, 'communication').set('reply', { signature: fingerprint('{"notes":"Sarah is 5 months pregnant"}'), variant: 0, historyId: null });
    expect([...storage.items.values()].join('')).not.toContain('pregnant');
    expect(fingerprint('a')).not.toBe(fingerprint('b'));
    expect(fingerprint('same')).toBe(fingerprint('same'));
  });

  it('ignores a damaged entry and works without storage or when storage refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem('studio-last-runs:blog', '{"article":{"signature":1},"titles":{"signature":"x","variant":1,"historyId":null}}');
    expect(runMemory(storage, 'blog').get('article')).toBeUndefined();
    expect(runMemory(storage, 'blog').get('titles')).toEqual({ signature: 'x', variant: 1, historyId: null });
    storage.setItem('studio-last-runs:email', 'not json');
    expect(runMemory(storage, 'email').get('email')).toBeUndefined();
    const none = runMemory(null, 'blog');
    none.set('article', { signature: 'x', variant: 0, historyId: null });
    expect(none.get('article')?.variant).toBe(0);
    const full = runMemory({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } }, 'blog');
    full.set('article', { signature: 'x', variant: 3, historyId: null });
    expect(full.get('article')?.variant).toBe(3);
  });

  it('shares each run and takes the newer of its own and another device’s memory of a job', () => {
    const sent: Array<[string, unknown]> = [];
    let elsewhere: Record<string, unknown> = {};
    const memory = runMemory(new MemoryStorage(), 'blog', { read: () => elsewhere, write: (key, run) => sent.push([key, run]) });
    memory.set('article', { signature: 's1', variant: 0, historyId: 'h-here', at: '2026-12-07T10:00:00.000Z' });
    expect(sent).toEqual([['article', { signature: 's1', variant: 0, historyId: 'h-here', at: '2026-12-07T10:00:00.000Z' }]]);
    expect(memory.get('article')?.historyId).toBe('h-here');
    elsewhere = { article: { signature: 's1', variant: 1, historyId: 'h-there', at: '2026-12-07T11:00:00.000Z' } };
    expect(memory.get('article')).toMatchObject({ variant: 1, historyId: 'h-there' });
    elsewhere = { article: { signature: 's0', variant: 4, historyId: 'h-old', at: '2026-12-07T09:00:00.000Z' }, titles: { broken: true } };
    expect(memory.get('article')?.historyId).toBe('h-here');
    expect(memory.get('titles')).toBeUndefined();
    // Only another device remembers this job (this one never ran it).
    elsewhere = { outline: { signature: 's2', variant: 2, historyId: 'h-outline' } };
    expect(memory.get('outline')?.historyId).toBe('h-outline');
  });
});
