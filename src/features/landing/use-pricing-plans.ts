import { useEffect, useState } from 'react';
import { fetchActivePlans } from '#sync/pricing.ts';
import type { PricingPlan } from '#domain/plans.ts';

/** The plans to show, or null while the request is running. */
export function usePricingPlans(): PricingPlan[] | null {
  const [plans, setPlans] = useState<PricingPlan[] | null>(null);
  useEffect(() => {
    let current = true;
    void fetchActivePlans().then((loaded) => {
      if (current) setPlans(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return plans;
}
