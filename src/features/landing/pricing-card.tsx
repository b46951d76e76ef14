import { Link } from '@tanstack/react-router';
import type { PricingPlan } from '#domain/plans.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { PRICING } from './messages.ts';
import { formatMoney } from '#domain/money.ts';
import { planDescription } from './plan-display.ts';

export function PricingCard({ plan, popular }: { plan: PricingPlan; popular: boolean }) {
  return (
    <article
      aria-label={`${plan.name} plan`}
      className={`relative flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ${
        popular ? 'ring-2 ring-teal-700' : 'ring-1 ring-stone-200'
      }`}
    >
      {popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-teal-700 px-3 py-1 text-xs font-semibold text-white">
          {PRICING.mostPopular}
        </p>
      )}
      <h3 className="text-xl font-semibold text-stone-900">{plan.name}</h3>
      <p className="mt-2 text-sm text-stone-600">{planDescription(plan.name)}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold text-stone-900">{formatMoney(plan.price, plan.currency)}</span>
        <span className="text-stone-600">{PRICING.perMonth}</span>
      </p>
      <p className="mt-1 text-sm font-medium text-teal-800">{plan.credits_limit} credits per month</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-stone-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg className="mt-0.5 size-4 shrink-0 text-teal-700" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to="/signup"
        aria-label={`${PRICING.choose} with ${plan.name}`}
        className={`${buttonClass(popular ? 'primary' : 'secondary', 'md')} mt-8 w-full`}
      >
        {PRICING.choose}
      </Link>
    </article>
  );
}
