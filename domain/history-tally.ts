// A running tally of the content history for its analytics: how many items and words
// per content type and per local calendar day. Every figure of the analytics tab
// (totals, this month, each type's share, items per week) is a sum over these cells,
// so a change to one item moves one or two cells instead of reading the whole
// history again. Each item is remembered by id with the cell it counts in, so adding
// an item twice, or removing one that was never added, changes nothing.
import type { ContentType } from './tools.ts';

export type TallyItem = { id: string; content_type: ContentType; word_count: number; created_at: string };

export type TallyCell = { type: ContentType; /** local date, YYYY-MM-DD */ day: string; count: number; words: number };

type Counted = { key: string; words: number };

/** The local calendar day of an ISO time, as YYYY-MM-DD. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '0000-00-00';
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Midnight (local time) of a YYYY-MM-DD day. */
export function dayStart(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

export class HistoryTally {
  private readonly items = new Map<string, Counted>();
  private readonly byCell = new Map<string, TallyCell>();

  /** Counts `item`, replacing what the same id counted before. */
  put(item: TallyItem): void {
    this.remove(item.id);
    const day = localDay(item.created_at);
    const key = `${item.content_type}|${day}`;
    const words = item.word_count || 0;
    const cell = this.byCell.get(key) ?? { type: item.content_type, day, count: 0, words: 0 };
    cell.count += 1;
    cell.words += words;
    this.byCell.set(key, cell);
    this.items.set(item.id, { key, words });
  }

  /** Stops counting the item with this id (nothing when it is not counted). */
  remove(id: string): void {
    const counted = this.items.get(id);
    if (!counted) return;
    this.items.delete(id);
    const cell = this.byCell.get(counted.key);
    if (!cell) return;
    cell.count -= 1;
    cell.words -= counted.words;
    if (cell.count <= 0) this.byCell.delete(counted.key);
  }

  get size(): number {
    return this.items.size;
  }

  cells(): TallyCell[] {
    return [...this.byCell.values()].map((cell) => ({ ...cell }));
  }
}

/** The tally of `items` (each id once). */
export function tallyOf(items: readonly TallyItem[]): HistoryTally {
  const tally = new HistoryTally();
  for (const item of items) tally.put(item);
  return tally;
}
