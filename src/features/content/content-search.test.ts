import { describe, expect, it } from 'vitest';
import { contentSearch } from './content-search.ts';

describe('the content page search params', () => {
  it('keeps the tab as before: an unknown or missing one opens the blog tool', () => {
    expect(contentSearch({})).toEqual({ tab: 'blog' });
    expect(contentSearch({ tab: 'email' })).toEqual({ tab: 'email' });
    expect(contentSearch({ tab: 'nope' })).toEqual({ tab: 'blog' });
  });

  it('carries the brief a tool starts from and the piece sent to it', () => {
    expect(contentSearch({ tab: 'social', brief: 'b1' })).toEqual({ tab: 'social', brief: 'b1' });
    expect(contentSearch({ tab: 'email', from: 'h9' })).toEqual({ tab: 'email', from: 'h9' });
    expect(contentSearch({ tab: 'email', brief: 'b1', from: 'h9' })).toEqual({ tab: 'email', brief: 'b1', from: 'h9' });
  });

  it('carries the day a piece is planned for, and drops one that is not a day', () => {
    expect(contentSearch({ tab: 'social', plan: '2026-12-10' })).toEqual({ tab: 'social', plan: '2026-12-10' });
    expect(contentSearch({ tab: 'social', plan: '2026-02-30' })).toEqual({ tab: 'social' });
    expect(contentSearch({ tab: 'social', plan: 'tomorrow' })).toEqual({ tab: 'social' });
  });

  it('drops an empty or malformed brief or piece rather than looking for it', () => {
    expect(contentSearch({ tab: 'email', brief: '', from: '  ' })).toEqual({ tab: 'email' });
    expect(contentSearch({ tab: 'email', brief: 42, from: ['h1'] })).toEqual({ tab: 'email' });
  });
});
