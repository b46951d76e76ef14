// Searching the studio's briefs: every word must match the title, the place, who leads,
// the kind or the key message (a typo forgiven in longer words), accents or not.
import Fuse from 'fuse.js';
import { BRIEF_KINDS, type Brief } from '#domain/brief.ts';

const kindLabel = (brief: Brief) => BRIEF_KINDS.find((kind) => kind.value === brief.kind)?.label ?? brief.kind;

const indexes = new WeakMap<readonly Brief[], Fuse<Brief>>();

function indexFor(briefs: readonly Brief[]): Fuse<Brief> {
  let fuse = indexes.get(briefs);
  if (!fuse) {
    fuse = new Fuse(briefs, {
      keys: ['title', 'location', 'leaders', { name: 'kind', getFn: kindLabel }, 'key_message'],
      isCaseSensitive: false,
      ignoreDiacritics: true,
      ignoreLocation: true,
      useTokenSearch: true,
      tokenMatch: 'all',
      threshold: 0.2,
    });
    indexes.set(briefs, fuse);
  }
  return fuse;
}

/** The briefs matching `query`: all in their own order when it is blank, best match first otherwise. */
export function searchBriefs(briefs: readonly Brief[], query: string): Brief[] {
  const words = query.trim();
  if (words === '') return [...briefs];
  return indexFor(briefs)
    .search(words)
    .map((result) => result.item);
}
