// The history tab's list: a fuzzy search (Fuse.js) over title and type, combined
// with the status and type filters (all must match), newest first.
import Fuse from 'fuse.js';
import type { ContentStatus, ContentType } from '#domain/content-types.ts';
import { contentTypeLabel } from '../../../ui/format.ts';

export type HistoryEntry = { id: string; title: string; content_type: ContentType; status: ContentStatus; created_at: string };

export type HistoryFilters = { search: string; status: ContentStatus | ''; type: ContentType | '' };

export const NO_FILTERS: HistoryFilters = { search: '', status: '', type: '' };

function matchingIds(items: readonly HistoryEntry[], search: string): Set<string> {
  const rows = items.map((item) => ({ id: item.id, title: item.title, type: item.content_type, typeLabel: contentTypeLabel(item.content_type) }));
  const fuse = new Fuse(rows, { keys: ['title', 'type', 'typeLabel'], threshold: 0.3, ignoreLocation: true });
  return new Set(fuse.search(search).map((result) => result.item.id));
}

export function filterHistory<T extends HistoryEntry>(items: readonly T[], filters: HistoryFilters): T[] {
  const search = filters.search.trim();
  const found = search ? matchingIds(items, search) : null;
  return items
    .filter((item) => (!filters.status || item.status === filters.status) && (!filters.type || item.content_type === filters.type))
    .filter((item) => !found || found.has(item.id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}
