// The history tab's list: a fuzzy search (Fuse.js) over title and type and every word
// in the text, combined with the status, type, author and date-range filters (all must
// match), sorted by the date created, planned or published, newest first. The search
// index is built once per list (createHistorySearch), not once per keystroke: at
// thousands of items building it is what costs. The titles are indexed in slices, so
// that a search can run a slice at a time and let keystrokes in between (sliced()); a
// slice's index is built when first searched or in idle time (warm()), never the
// whole index inside one keystroke (5,000 titles: 12-20 ms).
import Fuse from 'fuse.js';
import type { ContentType } from '#domain/tools.ts';
import type { ContentStatus } from '#domain/content-statuses.ts';
import { contentTypeLabel } from '../../../ui/format.ts';

export type HistoryEntry = {
  id: string;
  user_id: string;
  title: string;
  content_type: ContentType;
  status: ContentStatus;
  created_at: string;
  content?: string;
  scheduled_for?: string | null;
  published_at?: string | null;
};

/** Which date the list is sorted by, newest first, and the date range applies to. */
export type HistorySort = 'created' | 'planned' | 'published';
export const HISTORY_SORTS: readonly HistorySort[] = ['created', 'planned', 'published'];

/**
 * `author`: the user id of who made it ('' for everyone). `from` and `to`: days
 * (YYYY-MM-DD, the device's time, both included; '' for no bound) of the `sort` date; an
 * item without that date is left out while a bound is set, and listed last without one.
 */
export type HistoryFilters = { search: string; status: ContentStatus | ''; type: ContentType | ''; author: string; from: string; to: string; sort: HistorySort };

export const NO_FILTERS: HistoryFilters = { search: '', status: '', type: '', author: '', from: '', to: '', sort: 'created' };

const dateOf = (item: HistoryEntry, sort: HistorySort): string | null | undefined =>
  sort === 'created' ? item.created_at : sort === 'planned' ? item.scheduled_for : item.published_at;

/** A day's first (or, `end`, last) moment in the device's time, as epoch ms; null for no bound. */
function dayBound(day: string, end: boolean): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return end ? new Date(year, month, date + 1).getTime() - 1 : new Date(year, month, date).getTime();
}

/** The lowercased words of a search, each to be found in a text. */
const searchWords = (search: string): string[] => search.toLowerCase().split(/\s+/).filter(Boolean);

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
  // The texts, lowercased once per slice with its titles' index: a word is looked up in
  // them as it is (exact, any case), since a fuzzy search over whole texts costs far more.
  const texts: string[][] = [];
  const titleSlice = (slice: number): Fuse<string> => {
    let fuse = slices[slice];
    if (!fuse) {
      const part = sorted.slice(slice * SEARCH_SLICE, (slice + 1) * SEARCH_SLICE);
      const titles = part.map((item) => item.title);
      fuse = new Fuse(titles, OPTIONS, Fuse.createIndex([], titles));
      slices[slice] = fuse;
      texts[slice] = part.map((item) => (item.content ?? '').toLowerCase());
    }
    return fuse;
  };
  // Each sort's order (positions in `sorted`) and each item's time of that date, made on first use.
  const orders = new Map<HistorySort, { order: number[]; times: Float64Array }>();
  const orderOf = (sort: HistorySort) => {
    let known = orders.get(sort);
    if (!known) {
      const times = new Float64Array(sorted.length);
      sorted.forEach((item, position) => {
        const at = dateOf(item, sort);
        times[position] = at ? Date.parse(at) : Number.NaN;
      });
      const order = sorted.map((_, position) => position);
      // Newest first, undated last; ties keep the newest created first.
      const undated = (position: number) => Number.isNaN(times[position] ?? Number.NaN);
      if (sort !== 'created')
        order.sort((a, b) => {
          if (undated(a) !== undated(b)) return undated(a) ? 1 : -1;
          return (undated(a) ? 0 : (times[b] ?? 0) - (times[a] ?? 0)) || a - b;
        });
      known = { order, times };
      orders.set(sort, known);
    }
    return known;
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
  const filtered = (filters: HistoryFilters, found: { hits: Set<number>; types: Set<string> } | null): T[] => {
    const sort = filters.sort ?? 'created';
    const from = dayBound(filters.from ?? '', false);
    const to = dayBound(filters.to ?? '', true);
    const { order, times } = from === null && to === null && sort === 'created' ? { order: null, times: null } : orderOf(sort);
    const matches = (item: T, position: number) => {
      if (filters.status && item.status !== filters.status) return false;
      if (filters.type && item.content_type !== filters.type) return false;
      if (filters.author && item.user_id !== filters.author) return false;
      if (found && !found.hits.has(position) && !found.types.has(item.content_type)) return false;
      if (times && (from !== null || to !== null)) {
        const at = times[position] ?? Number.NaN;
        if (Number.isNaN(at) || (from !== null && at < from) || (to !== null && at > to)) return false;
      }
      return true;
    };
    if (!order) return sorted.filter(matches);
    const shown: T[] = [];
    for (const position of order) {
      const item = sorted[position];
      if (item && matches(item, position)) shown.push(item);
    }
    return shown;
  };
  /** The search, one slice per step: a call runs every step at once, sliced() one per task. */
  function* steps(filters: HistoryFilters): Generator<void, T[]> {
    const search = filters.search.trim();
    if (!search) return filtered(filters, null);
    // Positions whose title or text the search finds.
    const hits = new Set<number>();
    const words = searchWords(search);
    for (let slice = 0; slice < sliceCount; slice += 1) {
      if (slice > 0) yield;
      for (const result of titleSlice(slice).search(search)) hits.add(slice * SEARCH_SLICE + result.refIndex);
      (texts[slice] ?? []).forEach((text, j) => {
        if (text && words.every((word) => text.includes(word))) hits.add(slice * SEARCH_SLICE + j);
      });
    }
    return filtered(filters, { hits, types: matchingTypes(types, search) });
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
