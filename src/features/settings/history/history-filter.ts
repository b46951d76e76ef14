// The history tab's list: a fuzzy search (Fuse.js) over title and type, combined
// with the status, type and author filters (all must match), newest first. The search
// index is built once per list (createHistorySearch), not once per keystroke: at
// thousands of items building it is what costs. The titles are indexed in slices, so
// that a search can run a slice at a time and let keystrokes in between (sliced()); a
// slice's index is built when first searched or in idle time (warm()), never the
// whole index inside one keystroke (5,000 titles: 12-20 ms).
import Fuse from 'fuse.js';
import type { ContentType } from '#domain/tools.ts';
import type { ContentStatus } from '#domain/content-statuses.ts';
import { contentTypeLabel } from '../../../ui/format.ts';

export type HistoryEntry = { id: string; user_id: string; title: string; content_type: ContentType; status: ContentStatus; created_at: string };

/** `author`: the user id of who made it ('' for everyone). */
export type HistoryFilters = { search: string; status: ContentStatus | ''; type: ContentType | ''; author: string };

export const NO_FILTERS: HistoryFilters = { search: '', status: '', type: '', author: '' };

// The list keeps its own order (newest first), so Fuse need not rank what it finds.
const OPTIONS = { threshold: 0.3, ignoreLocation: true, shouldSort: false };
/** Titles per slice: 5,000 titles took 5-11 ms to search at once in Chromium here, so a slice about 1 ms. */
export const SEARCH_SLICE = 500;
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

/** How a sliced search waits between slices, and learns that it is no longer wanted. */
export type SliceControl = { between: () => Promise<void>; cancelled: () => boolean };

export type HistorySearch<T> = ((filters: HistoryFilters) => T[]) & {
  /** Builds the index's slices, then runs one search, while `timeLeft()` (ms) lasts, in idle time, so that the first key typed does neither; true once done. */
  warm(timeLeft: () => number): boolean;
  /** The same answer as a call, searched a slice of titles at a time; null once cancelled. */
  sliced(filters: HistoryFilters, control: SliceControl): Promise<T[] | null>;
};

/** A search over `items`; its index is built on the first search (or `warm()`) and kept for every later one. */
export function createHistorySearch<T extends HistoryEntry>(items: readonly T[]): HistorySearch<T> {
  const sorted = isNewestFirst(items) ? items : [...items].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const types = new Set(sorted.map((item) => item.content_type));
  // The titles' index, a slice at a time: title j of slice s is item s * SEARCH_SLICE + j of `sorted`.
  const sliceCount = Math.ceil(sorted.length / SEARCH_SLICE);
  const slices: (Fuse<string> | undefined)[] = [];
  const titleSlice = (slice: number): Fuse<string> => {
    let fuse = slices[slice];
    if (!fuse) {
      const titles = sorted.slice(slice * SEARCH_SLICE, (slice + 1) * SEARCH_SLICE).map((item) => item.title);
      fuse = new Fuse(titles, OPTIONS, Fuse.createIndex([], titles));
      slices[slice] = fuse;
    }
    return fuse;
  };
  let searched = false;
  const warm = (timeLeft: () => number): boolean => {
    for (let slice = 0; slice < sliceCount; slice += 1) {
      if (slices[slice]) continue;
      if (timeLeft() <= 0) return false;
      titleSlice(slice);
    }
    if (!searched && sliceCount > 0) {
      if (timeLeft() <= 0) return false;
      // One search ahead, answer unused: the browser compiles Fuse's search code on its
      // first run, which would otherwise fall on the first key typed.
      titleSlice(0).search('warm');
      matchingTypes(types, 'warm');
      searched = true;
    }
    return true;
  };
  const filtered = (filters: HistoryFilters, found: { titles: Set<number>; types: Set<string> } | null): T[] =>
    sorted.filter(
      (item, position) =>
        (!filters.status || item.status === filters.status) &&
        (!filters.type || item.content_type === filters.type) &&
        (!filters.author || item.user_id === filters.author) &&
        (!found || found.titles.has(position) || found.types.has(item.content_type)),
    );
  /** The search, one slice per step: a call runs every step at once, sliced() one per task. */
  function* steps(filters: HistoryFilters): Generator<void, T[]> {
    const search = filters.search.trim();
    if (!search) return filtered(filters, null);
    const titles = new Set<number>();
    for (let slice = 0; slice < sliceCount; slice += 1) {
      if (slice > 0) yield;
      for (const result of titleSlice(slice).search(search)) titles.add(slice * SEARCH_SLICE + result.refIndex);
    }
    return filtered(filters, { titles, types: matchingTypes(types, search) });
  }
  const run = (filters: HistoryFilters): T[] => {
    const search = steps(filters);
    for (let step = search.next(); ; step = search.next()) if (step.done) return step.value;
  };
  const sliced = async (filters: HistoryFilters, control: SliceControl): Promise<T[] | null> => {
    const search = steps(filters);
    // The first slice too waits for a task of its own: the render that asked for the
    // search (a keystroke's) ends without searching, and the page can paint the key.
    for (;;) {
      await control.between();
      if (control.cancelled()) return null;
      const step = search.next();
      if (step.done) return step.value;
    }
  };
  return Object.assign(run, { warm, sliced });
}

export function filterHistory<T extends HistoryEntry>(items: readonly T[], filters: HistoryFilters): T[] {
  return createHistorySearch(items)(filters);
}
