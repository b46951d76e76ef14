import type { HeaderStructure, Heading, InternalLink } from '../../generators/seo/seo-types.ts';
import { Muted, SeoSection } from './seo-section.tsx';

const INDENT = ['', 'pl-0', 'pl-4', 'pl-8', 'pl-12', 'pl-12', 'pl-12'];

function Outline({ headings }: { headings: readonly Heading[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {headings.map((heading, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: headings may repeat.
        <li key={index} className={`${INDENT[heading.level] ?? ''} text-stone-800`}>
          <span className="mr-2 rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs text-stone-700">H{heading.level}</span>
          {heading.text}
        </li>
      ))}
    </ul>
  );
}

export function SeoStructurePanel({ structure, links }: { structure: HeaderStructure; links: readonly InternalLink[] }) {
  return (
    <div className="space-y-6">
      <SeoSection title="Headings found">
        {structure.headings.length ? <Outline headings={structure.headings} /> : <Muted>No headings found in the content.</Muted>}
      </SeoSection>
      <SeoSection title="Issues">
        {structure.issues.length ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
            {structure.issues.map((issue) => (
              <li key={`${issue.code}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        ) : (
          <Muted>No heading issues.</Muted>
        )}
      </SeoSection>
      <SeoSection title="Suggested outline">
        <Outline headings={structure.suggested_outline} />
      </SeoSection>
      <SeoSection title="Internal links">
        {links.length ? (
          <ul className="space-y-1 text-sm text-stone-800">
            {links.map((link) => (
              <li key={link.suggested_slug + link.anchor_text}>
                <span className="font-medium">{link.anchor_text}</span> <span className="text-stone-600">→ {link.suggested_slug}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Muted>No internal link ideas.</Muted>
        )}
      </SeoSection>
    </div>
  );
}
