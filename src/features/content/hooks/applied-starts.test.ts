import { describe, expect, it } from 'vitest';
import { appliedStarts } from './applied-starts.ts';

function storage() {
  const kept = new Map<string, string>();
  return { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value), removeItem: (key: string) => void kept.delete(key) };
}

describe('appliedStarts', () => {
  it('fills a tool from a brief once, even after a reload, and again once it was cleared', () => {
    const kept = storage();
    const first = appliedStarts(kept);
    expect(first.claim('email:brief', 'b1')).toBe(true);
    expect(first.claim('email:brief', 'b1')).toBe(false);
    expect(appliedStarts(kept).claim('email:brief', 'b1')).toBe(false);
    expect(first.claim('email:brief', 'b2')).toBe(true);
    expect(first.claim('social:brief', 'b2')).toBe(true);
    first.clear('email:brief');
    expect(first.claim('email:brief', 'b2')).toBe(true);
  });

  it('still fills once per page when storage refuses', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    const starts = appliedStarts(refusing);
    expect(starts.claim('blog:source', 'h1')).toBe(true);
    expect(starts.claim('blog:source', 'h1')).toBe(false);
  });
});
