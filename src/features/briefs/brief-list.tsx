// The studio's briefs as a list: kind, title, dates and places left, a search, and an
// empty state that offers to make the first one. It shows what it is given.
import { Link } from '@tanstack/react-router';
import { BRIEF_KINDS, type Brief } from '#domain/brief.ts';
import { Badge } from '../../ui/badge.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { inputClass } from '../../ui/field.tsx';
import { briefDays } from './brief-dates.ts';
import { BRIEFS_TEXT as T } from './messages.ts';

type BriefListProps = {
  briefs: readonly Brief[];
  /** The briefs matching the search, in the order to show. */
  shown: readonly Brief[];
  query: string;
  onQuery: (query: string) => void;
  selectedId?: string;
};

const kindLabel = (brief: Brief) => BRIEF_KINDS.find((kind) => kind.value === brief.kind)?.label ?? brief.kind;

function BriefRow({ brief, selected }: { brief: Brief; selected: boolean }) {
  const days = briefDays(brief.starts_on, brief.ends_on);
  return (
    <li>
      <Link
        to="/briefs"
        search={{ brief: brief.id }}
        aria-current={selected ? 'page' : undefined}
        className={`block rounded-xl border p-4 shadow-sm transition hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${selected ? 'border-teal-700 bg-teal-50' : 'border-stone-200 bg-white'}`}
      >
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="stone">{kindLabel(brief)}</Badge>
          {brief.places_left !== null && <Badge tone={brief.places_left === 0 ? 'amber' : 'teal'}>{T.placesLeft(brief.places_left)}</Badge>}
        </span>
        <span className="mt-2 block font-semibold break-words text-stone-900">{brief.title}</span>
        <span className="mt-1 block text-sm text-stone-600">{days || T.noDates}</span>
      </Link>
    </li>
  );
}

export function BriefList({ briefs, shown, query, onQuery, selectedId }: BriefListProps) {
  if (briefs.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 p-6 text-center">
        <p className="font-semibold text-stone-900">{T.empty}</p>
        <p className="mt-1 text-sm text-stone-600">{T.emptyHint}</p>
        <Link to="/briefs" search={{ brief: 'new' }} className={`mt-4 ${buttonClass('primary')}`}>
          {T.makeOne}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor="brief-search" className="sr-only">
        {T.search}
      </label>
      <input id="brief-search" type="search" className={inputClass} placeholder={T.searchPlaceholder} value={query} onChange={(event) => onQuery(event.target.value)} />
      <p className="mt-2 text-sm text-stone-600" aria-live="polite">
        {T.count(shown.length, briefs.length)}
      </p>
      {shown.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-stone-300 p-4 text-center text-stone-600">{T.noMatch}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {shown.map((brief) => (
            <BriefRow key={brief.id} brief={brief} selected={brief.id === selectedId} />
          ))}
        </ul>
      )}
    </div>
  );
}
