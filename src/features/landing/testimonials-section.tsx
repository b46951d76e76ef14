import { TESTIMONIALS_TEXT } from './messages.ts';
import { TESTIMONIALS } from './testimonials.ts';

const STAR_KEYS = ['first', 'second', 'third', 'fourth', 'fifth'];

function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5 text-amber-600" role="img" aria-label={`Rated ${rating} out of 5`}>
      {STAR_KEYS.slice(0, rating).map((key) => (
        <svg key={key} className="size-5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </div>
  );
}

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-stone-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          {TESTIMONIALS_TEXT.title}
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((entry) => (
            <li key={entry.name}>
              <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                <Stars rating={entry.rating} />
                <blockquote className="mt-4 flex-1 text-stone-800">“{entry.quote}”</blockquote>
                <figcaption className="mt-6">
                  <p className="font-semibold text-stone-900">{entry.name}</p>
                  <p className="text-sm text-stone-600">{entry.business}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-stone-600">{TESTIMONIALS_TEXT.note}</p>
      </div>
    </section>
  );
}
