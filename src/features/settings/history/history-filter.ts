// The history tab's list: a fuzzy search (Fuse.js) over title and type, combined
// with the status, type and author filters (all must match), newest first. The search
// index is built once per list (createHistorySearch), not once per keystroke: at
// thousands of items building it is what costs.
import Fuse from 'fuse.js';
import type { ContentStatus, ContentType } from '#domain/content-types.ts';
import { contentTypeLabel } from '../../../ui/format.ts';

export type HistoryEntry = { id: string; user_id: string; title: string; content_type: ContentType; status: ContentStatus; created_at: string };

/** `author`: the user id of who made it ('' for everyone). */
export type HistoryFilters = { search: string; status: ContentStatus | ''; type: ContentType | ''; author: string };

export const NO_FILTERS: HistoryFilters = { search: '', status: '', type: '', author: '' };

// The list keeps its own order (newest first), so Fuse need not rank what it finds.
const OPTIONS = { threshold: 0.3, ignoreLocation: true, shouldSort: false };
const TYPE_KEYS = ['type', 'typeLabel'];

/**
 * The types among `types` whose value or label the search matches. A type takes one of a
 * few values, so it is matched once per search here rather than once per item.
 */
function matchingTypes(types: ReadonlySet<string>, search: string): Set<string> {
  const rows = [...types].map((type) => ({ type, typeLabel: contentTypeLabel(type) }));
  return new Set(new Fuse(rows, { ...OPTIONS, keys: TYPE_KEYS }).search(search).map((result) => result.item.type));
}

function isNewestFirst(items: readonly HistoryEntry[]): boolean {
  for (let i = 1; i < items.length; i += 1) if ((items[i - 1]?.created_at ?? '') < (items[i]?.created_at ?? '')) return false;
  return true;
}

export type HistorySearch<T> = ((filters: HistoryFilters) => T[]) & {
  /** Builds the index now (when the page is idle), so that the first key typed does not. */
  warm(): void;
};

/** A search over `items`; its index is built on the first search (or `warm()`) and kept for every later one. */
export function createHistorySearch<T extends HistoryEntry>(items: readonly T[]): HistorySearch<T> {
  const sorted = isNewestFirst(items) ? items : [...items].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const types = new Set(sorted.map((item) => item.content_type));
  let fuse: Fuse<string> | null = null;
  // The titles' index: item i of `sorted` is title i.
  const titleSearch = (): Fuse<string> => {
    if (!fuse) {
      const titles = sorted.map((item) => item.title);
      fuse = new Fuse(titles, OPTIONS, Fuse.createIndex([], titles));
    }
    return fuse;
  };
  const run = (filters: HistoryFilters): T[] => {
    const search = filters.search.trim();
    const found = search ? { titles: new Set(titleSearch().search(search).map((result) => result.refIndex)), types: matchingTypes(types, search) } : null;
    return sorted.filter(
      (item, position) =>
        (!filters.status || item.status === filters.status) &&
        (!filters.type || item.content_type === filters.type) &&
        (!filters.author || item.user_id === filters.author) &&
        (!found || found.titles.has(position) || found.types.has(item.content_type)),
    );
  };
  return Object.assign(run, { warm: () => void titleSearch() });
}

export function filterHistory<T extends HistoryEntry>(items: readonly T[], filters: HistoryFilters): T[] {
  return createHistorySearch(items)(filters);
}
