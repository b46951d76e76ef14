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

type SearchRow = { id: string; title: string; type: string; typeLabel: string };

const KEYS = ['title', 'type', 'typeLabel'];
const OPTIONS = { keys: KEYS, threshold: 0.3, ignoreLocation: true };

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
  let fuse: Fuse<SearchRow> | null = null;
  const searcher = (): Fuse<SearchRow> => {
    if (!fuse) {
      const rows: SearchRow[] = sorted.map((item) => ({ id: item.id, title: item.title, type: item.content_type, typeLabel: contentTypeLabel(item.content_type) }));
      const index = Fuse.createIndex(KEYS, rows);
      fuse = new Fuse(rows, OPTIONS, index);
      return fuse;
    }
    return fuse;
  };
  const run = (filters: HistoryFilters): T[] => {
    const search = filters.search.trim();
    const found = search ? new Set(searcher().search(search).map((result) => result.item.id)) : null;
    return sorted.filter(
      (item) =>
        (!filters.status || item.status === filters.status) &&
        (!filters.type || item.content_type === filters.type) &&
        (!filters.author || item.user_id === filters.author) &&
        (!found || found.has(item.id)),
    );
  };
  return Object.assign(run, { warm: () => void searcher() });
}

export function filterHistory<T extends HistoryEntry>(items: readonly T[], filters: HistoryFilters): T[] {
  return createHistorySearch(items)(filters);
}
