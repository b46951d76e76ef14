import { Link } from '@tanstack/react-router';
import { TOOLS_IN_TAB_ORDER } from '#domain/tools.ts';
import { Badge } from '../../ui/badge.tsx';
import { FEATURES } from './messages.ts';

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {FEATURES.title}
          </h2>
          <p className="mt-4 text-lg text-stone-700">{FEATURES.lead}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS_IN_TAB_ORDER.map((tool) => (
            <li key={tool.tab}>
              <Link
                to="/content"
                search={{ tab: tool.tab }}
                className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm transition hover:border-teal-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-lg font-semibold text-stone-900">{tool.label}</h3>
                  <Badge tone="amber">{tool.badge}</Badge>
                </div>
                <p className="mt-3 flex-1 text-stone-700">{tool.description}</p>
                <span className="mt-4 text-sm font-semibold text-teal-800">
                  {FEATURES.open} <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
