import Fuse from 'fuse.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_TYPES } from '#domain/content-types.ts';
import { contentTypeLabel } from '../../../ui/format.ts';
import { createHistorySearch, type HistoryEntry, NO_FILTERS } from './history-filter.ts';

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
  it('builds the search index once across every keystroke of a search', () => {
    const builds = vi.spyOn(Fuse, 'createIndex');
    const search = createHistorySearch(items);
    let shown: HistoryEntry[] = [];
    for (const typed of ['y', 'yo', 'yog', 'yoga', 'yoga ', 'yoga f', 'yoga fl', 'yoga flo', 'yoga flow']) shown = search({ ...NO_FILTERS, search: typed });
    expect(builds).toHaveBeenCalledTimes(1);
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

  it('builds the index ahead of time on warm(), and not again when the user types', () => {
    const builds = vi.spyOn(Fuse, 'createIndex');
    const search = createHistorySearch(items);
    search.warm();
    search.warm();
    expect(builds).toHaveBeenCalledTimes(1);
    expect(search({ ...NO_FILTERS, search: 'yoga flow' })).toHaveLength(500);
    expect(builds).toHaveBeenCalledTimes(1);
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
});
