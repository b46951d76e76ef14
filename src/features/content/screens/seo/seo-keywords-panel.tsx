import { Badge } from '../../../../ui/badge.tsx';
import type { KeywordAnalysis, KeywordPlacement, KeywordStatus } from '../../generators/seo/seo-types.ts';
import { Muted } from './seo-section.tsx';

const STATUS: Record<KeywordStatus, { label: string; tone: 'teal' | 'amber' }> = {
  low: { label: 'Too low', tone: 'amber' },
  good: { label: 'Good', tone: 'teal' },
  high: { label: 'Too high', tone: 'amber' },
};

const PLACES: { key: keyof KeywordPlacement; label: string }[] = [
  { key: 'in_title', label: 'Title' },
  { key: 'in_first_paragraph', label: 'First paragraph' },
  { key: 'in_headings', label: 'Headings' },
  { key: 'in_last_paragraph', label: 'Last paragraph' },
];

function KeywordCard({ keyword }: { keyword: KeywordAnalysis }) {
  const status = STATUS[keyword.status] ?? STATUS.good;
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-stone-900">{keyword.keyword}</span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {keyword.count} {keyword.count === 1 ? 'use' : 'uses'}, {keyword.density}% density
      </p>
      <ul className="mt-2 flex flex-wrap gap-2 text-xs" aria-label={`Where "${keyword.keyword}" appears`}>
        {PLACES.map(({ key, label }) => (
          <li key={key} className={`rounded-full px-2 py-0.5 ${keyword.placement?.[key] ? 'bg-teal-50 text-teal-900' : 'bg-stone-100 text-stone-700'}`}>
            {label}: {keyword.placement?.[key] ? 'yes' : 'no'}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SeoKeywordsPanel({ keywords }: { keywords: readonly KeywordAnalysis[] }) {
  return (
    <div className="space-y-3">
      <Muted>Density is the share of all words; 0.5% to 2.5% reads naturally and ranks well.</Muted>
      <ul className="space-y-3">
        {keywords.map((keyword) => (
          <KeywordCard key={keyword.keyword} keyword={keyword} />
        ))}
      </ul>
    </div>
  );
}
