import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { COMPANY, MAILTO } from './company.ts';
import type { FaqFilterCategory } from './faq-categories.ts';
import { FaqCategoryFilter } from './faq-category-filter.tsx';
import { filterFaq } from './faq-filter.ts';
import { FAQ_ITEMS } from './faq-items.ts';
import { FaqQuestion } from './faq-question.tsx';
import { FAQ_MESSAGES } from './messages.ts';
import { primaryButton, secondaryButton } from './styles.ts';

export function FaqPage() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqFilterCategory>('all');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const items = useMemo(() => filterFaq(FAQ_ITEMS, query, category), [query, category]);

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Frequently Asked Questions</h1>
        <p className="mt-3 text-lg text-stone-700">
          Plans and credits, working offline, your data and your content: the answers studios ask for most.
        </p>
      </header>

      <div className="mt-8 grid gap-4">
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
            Search questions
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. credits, offline, refund"
            className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-stone-900 placeholder:text-stone-500 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
          />
        </div>
        <FaqCategoryFilter value={category} onChange={setCategory} />
        <p role="status" className="text-sm text-stone-600">
          {items.length === 1 ? '1 question' : `${items.length} questions`}
        </p>
      </div>

      {items.length > 0 ? (
        <ul className="mt-4 grid gap-3">
          {items.map((item) => (
            <FaqQuestion key={item.id} item={item} open={openIds.has(item.id)} onToggle={() => toggle(item.id)} />
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center">
          <h2 className="text-lg font-semibold text-stone-900">{FAQ_MESSAGES.emptyTitle}</h2>
          <p className="mt-2 text-stone-700">{FAQ_MESSAGES.emptyHint}</p>
        </div>
      )}

      <section aria-labelledby="faq-more-title" className="mt-12 rounded-xl bg-teal-50 p-6 text-center">
        <h2 id="faq-more-title" className="text-xl font-semibold text-stone-900">
          Still have questions?
        </h2>
        <p className="mt-2 text-stone-700">Our team replies {COMPANY.responseTime}.</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/contact" className={primaryButton}>
            Contact Support
          </Link>
          <a href={MAILTO} className={`${secondaryButton} break-all`}>
            {COMPANY.email}
          </a>
        </div>
      </section>
    </div>
  );
}
