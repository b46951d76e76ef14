import { SEO_TITLE_MAX } from '#domain/media-options.ts';
import { Badge } from '../../../../ui/badge.tsx';
import { CopyAction } from '../../components/copy-action.tsx';
import type { MetaDescription, MetaStatus } from '../../generators/seo/seo-types.ts';
import { SeoSection } from './seo-section.tsx';

const META_STATUS: Record<MetaStatus, { label: string; tone: 'teal' | 'amber' }> = {
  too_short: { label: 'Too short', tone: 'amber' },
  good: { label: 'Good length', tone: 'teal' },
  too_long: { label: 'Too long', tone: 'amber' },
};

function MetaCard({ meta }: { meta: MetaDescription }) {
  const status = META_STATUS[meta.status] ?? META_STATUS.good;
  const percent = Math.min(100, Math.round((meta.length / meta.target) * 100));
  return (
    <div className="space-y-2 rounded-lg border border-stone-200 p-3">
      <p className="text-sm text-stone-800">{meta.text}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-stone-600">
          {meta.length}/{meta.target} characters
        </span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <div className="h-1.5 rounded-full bg-stone-200" aria-hidden="true">
        <div className={`h-1.5 rounded-full ${status.tone === 'teal' ? 'bg-teal-700' : 'bg-amber-500'}`} style={{ width: `${percent}%` }} />
      </div>
      <CopyAction text={meta.text} label="Copy meta description" />
    </div>
  );
}

export function SeoTitlesPanel({ titles, meta }: { titles: readonly string[]; meta: MetaDescription }) {
  return (
    <div className="space-y-6">
      <SeoSection title="Title suggestions">
        <ol className="space-y-2">
          {titles.map((title) => (
            <li key={title} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 p-3">
              <span className="min-w-0 flex-1 text-sm font-medium text-stone-900">{title}</span>
              <span className={`text-xs ${title.length > SEO_TITLE_MAX ? 'text-red-700' : 'text-stone-600'}`}>{title.length} chars</span>
              <CopyAction text={title} />
            </li>
          ))}
        </ol>
      </SeoSection>
      <SeoSection title="Meta description">
        <MetaCard meta={meta} />
      </SeoSection>
    </div>
  );
}
