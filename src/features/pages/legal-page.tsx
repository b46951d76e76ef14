import { LEGAL_LAST_UPDATED } from './company.ts';
import { ContactCard } from './contact-card.tsx';
import type { LegalBlock, LegalSection } from './legal-section.ts';
import { focusRing } from './styles.ts';

interface LegalPageProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

const tocLink = `text-teal-700 underline-offset-2 hover:text-teal-800 hover:underline focus-visible:rounded ${focusRing}`;

/** Renders a privacy policy or terms of service from its section data. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="border-b border-stone-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">Last updated: {LEGAL_LAST_UPDATED}</p>
        <p className="mt-4 text-stone-700">{intro}</p>
      </header>
      <nav aria-label="On this page" className="mt-6 rounded-xl bg-stone-50 p-5">
        <p className="text-sm font-semibold text-stone-900">On this page</p>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={tocLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-stone-900">
            {section.title}
          </h2>
          {section.blocks.map((block) => (
            <LegalBlockView key={blockKey(block)} block={block} />
          ))}
          {section.withContactCard ? <ContactCard /> : null}
        </section>
      ))}
    </article>
  );
}

function blockKey(block: LegalBlock): string {
  return typeof block === 'string' ? block : block.list.join('\n');
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return <p className="mt-3 leading-relaxed text-stone-700">{block}</p>;
  }
  return (
    <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-stone-700 marker:text-teal-700">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
