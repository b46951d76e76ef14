import { describe, expect, it } from 'vitest';
import { CONTENT_TOASTS } from './messages.ts';

describe('studio toasts', () => {
  it('tells social users the keyword list is full in the product words', () => {
    expect(CONTENT_TOASTS.maxKeywords).toEqual({ title: 'Maximum Keywords Reached', description: 'You can add up to 10 keywords only.' });
  });
});
