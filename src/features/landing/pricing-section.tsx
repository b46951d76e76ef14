import { Spinner } from '../../ui/spinner.tsx';
import { PRICING } from './messages.ts';
import { mostPopularIndex } from './plan-display.ts';
import { PricingCard } from './pricing-card.tsx';
import { usePricingPlans } from './use-pricing-plans.ts';

export function PricingSection() {
  const plans = usePricingPlans();
  const popular = plans ? mostPopularIndex(plans) : -1;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {PRICING.title}
          </h2>
          <p className="mt-4 text-lg text-stone-700">{PRICING.lead}</p>
        </div>
        {plans === null ? (
          <div role="status" className="mt-14 flex items-center justify-center gap-3 text-stone-600">
            <Spinner className="size-6 text-teal-700" />
            {PRICING.loading}
          </div>
        ) : (
          <ul className="mx-auto mt-14 grid max-w-5xl gap-8 md:grid-cols-3">
            {plans.map((plan, index) => (
              <li key={plan.id}>
                <PricingCard plan={plan} popular={index === popular} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
