import Fuse from 'fuse.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_TYPES } from '#domain/tools.ts';
import { contentTypeLabel } from '../../../ui/format.ts';
import { createHistorySearch, type HistoryEntry, NO_FILTERS, SEARCH_SLICE } from './history-filter.ts';

const items: HistoryEntry[] = Array.from({ length: 5_000 }, (_, i) => ({
  id: String(i),
  user_id: 'owner',
  title: i % 10 === 0 ? `Morning yoga flow ${i}` : `Breathwork tips ${i}`,
  content_type: CONTENT_TYPES[i % CONTENT_TYPES.length] ?? 'blog',
  status: 'draft',
  created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
}));

afterEach(() => vi.restoreAllMocks());

describe('createHistorySearch', () => {
  it('builds the search index once (a slice of titles at a time) across every keystroke of a search', () => {
    const builds = vi.spyOn(Fuse, 'createIndex');
    const search = createHistorySearch(items);
    let shown: HistoryEntry[] = [];
    for (const typed of ['y', 'yo', 'yog', 'yoga', 'yoga ', 'yoga f', 'yoga fl', 'yoga flo', 'yoga flow']) shown = search({ ...NO_FILTERS, search: typed });
    expect(builds).toHaveBeenCalledTimes(items.length / SEARCH_SLICE);
    expect(shown).toHaveLength(500);
    expect(shown[0]?.title).toBe('Morning yoga flow 4990');
  });

  it('does not build an index for the unfiltered list or the status and type filters', () => {
    const builds = vi.spyOn(Fuse, 'createIndex');
    const search = createHistorySearch(items);
    expect(search(NO_FILTERS)).toHaveLength(5_000);
    expect(search({ ...NO_FILTERS, type: 'blog', status: 'draft' })[0]?.id).toBe('4995');
    expect(builds).not.toHaveBeenCalled();
  });

  it('builds the index ahead of time on warm(), in as many idle moments as it takes, and not again when the user types', () => {
    const builds = vi.spyOn(Fuse, 'createIndex');
    const search = createHistorySearch(items);
    // An idle moment with time for three slices, then one with none, then one with plenty.
    let budget = 3;
    expect(search.warm(() => budget--)).toBe(false);
    expect(builds).toHaveBeenCalledTimes(3);
    expect(search.warm(() => 0)).toBe(false);
    expect(builds).toHaveBeenCalledTimes(3);
    expect(search.warm(() => 50)).toBe(true);
    expect(search.warm(() => 50)).toBe(true);
    expect(builds).toHaveBeenCalledTimes(items.length / SEARCH_SLICE);
    expect(search({ ...NO_FILTERS, search: 'yoga flow' })).toHaveLength(500);
    expect(builds).toHaveBeenCalledTimes(items.length / SEARCH_SLICE);
  });

  it("after the slices, warm() runs one search ahead (answer unused) in a moment with time for it, and only once", () => {
    const search = createHistorySearch(items);
    const searches = vi.spyOn(Fuse.prototype, 'search');
    // Time for exactly the slices, then none left.
    let budget = items.length / SEARCH_SLICE;
    expect(search.warm(() => budget--)).toBe(false);
    expect(searches).not.toHaveBeenCalled();
    expect(search.warm(() => 50)).toBe(true);
    const ahead = searches.mock.calls.length;
    expect(ahead).toBeGreaterThan(0);
    expect(search.warm(() => 50)).toBe(true);
    expect(searches).toHaveBeenCalledTimes(ahead);
  });

  it('a search started before the index is warm builds one slice per wait, none before it first waits', async () => {
    const builds = vi.spyOn(Fuse, 'createIndex');
    const search = createHistorySearch(items);
    let waits = 0;
    const answer = search.sliced(
      { ...NO_FILTERS, search: 'yoga flow' },
      {
        between: async () => {
          expect(builds).toHaveBeenCalledTimes(Math.min(waits, items.length / SEARCH_SLICE));
          waits += 1;
        },
        cancelled: () => false,
      },
    );
    expect(builds).not.toHaveBeenCalled();
    expect((await answer)?.length).toBe(500);
    expect(builds).toHaveBeenCalledTimes(items.length / SEARCH_SLICE);
  });

  it('finds exactly what one fuzzy search over title, type and type label finds', () => {
    const words = ['Morning', 'yoga', 'flow', 'Breathwork', 'tips', 'Ayurveda', 'retreat', 'Sound bath', 'Pilates', 'newsletter'];
    const mixed: HistoryEntry[] = Array.from({ length: 600 }, (_, i) => ({
      id: String(i),
      user_id: 'owner',
      title: `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`,
      content_type: CONTENT_TYPES[(i * 3) % CONTENT_TYPES.length] ?? 'blog',
      status: 'draft',
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    const reference = new Fuse(
      mixed.map((item) => ({ id: item.id, title: item.title, type: item.content_type, typeLabel: contentTypeLabel(item.content_type) })),
      { keys: ['title', 'type', 'typeLabel'], threshold: 0.3, ignoreLocation: true },
    );
    const search = createHistorySearch(mixed);
    const queries = ['yoga', 'yoag', 'breathwrk', 'email', 'Email Marketing', 'marketing', 'articles', 'optimizer', 'copy', 'client', 'blog', 'seo', 'image', 'video script', 'news', 'retreat 12', 'x', 'sound', 'pilates flow', 'social media'];
    for (const query of queries) {
      const expected = new Set(reference.search(query).map((result) => result.item.id));
      const found = search({ ...NO_FILTERS, search: query }).map((item) => item.id);
      expect(new Set(found), query).toEqual(expected);
    }
  });

  it('searched a slice at a time, finds what one search finds, waiting before each slice', async () => {
    // 5,000 titles plus a part slice, out of order, so that slice boundaries and positions matter.
    const more = [...items, ...items.slice(0, 321).map((item, i) => ({ ...item, id: `extra-${i}`, created_at: new Date(Date.UTC(2025, 5, 1) + i * 60_000).toISOString() }))].reverse();
    const search = createHistorySearch(more);
    for (const filters of [
      { ...NO_FILTERS, search: 'yoga flow' },
      { ...NO_FILTERS, search: 'breathwrk 49' },
      { ...NO_FILTERS, search: 'newsletter', status: 'draft' as const },
      { ...NO_FILTERS, search: 'Morning 4' },
      { ...NO_FILTERS, type: 'blog' as const },
    ]) {
      let waits = 0;
      const between = async () => {
        waits += 1;
      };
      const found = await search.sliced(filters, { between, cancelled: () => false });
      expect(found?.map((item) => item.id)).toEqual(search(filters).map((item) => item.id));
      expect(waits).toBe(filters.search ? Math.ceil(more.length / SEARCH_SLICE) : 1);
    }
  });

  it('stops at the next slice once cancelled, and answers nothing', async () => {
    const search = createHistorySearch(items);
    let cancelled = false;
    const searches = vi.spyOn(Fuse.prototype, 'search');
    let waits = 0;
    const found = await search.sliced(
      { ...NO_FILTERS, search: 'yoga' },
      {
        between: async () => {
          waits += 1;
          if (waits === 3) cancelled = true;
        },
        cancelled: () => cancelled,
      },
    );
    expect(found).toBeNull();
    expect(waits).toBe(3);
    // Two slices searched before the third wait; none after it.
    expect(searches).toHaveBeenCalledTimes(2);
  });
});
