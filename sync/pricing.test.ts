import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_PLANS } from '../domain/plans.ts';
import { parsePlanFeatures, plansOrFallback, toPricingPlan } from './pricing.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parsePlanFeatures', () => {
  it('accepts a list or a JSON string holding one', () => {
    expect(parsePlanFeatures(['A', 'B'])).toEqual(['A', 'B']);
    expect(parsePlanFeatures('["500 credits","Priority support"]')).toEqual(['500 credits', 'Priority support']);
  });

  it('keeps a plain sentence and drops what is not a feature', () => {
    expect(parsePlanFeatures('Everything included')).toEqual(['Everything included']);
    expect(parsePlanFeatures(null)).toEqual([]);
    expect(parsePlanFeatures('{"a":1}')).toEqual([]);
    expect(parsePlanFeatures(['ok', 3, '', null])).toEqual(['ok']);
  });
});

describe('toPricingPlan', () => {
  it('reads numeric columns sent as strings and defaults the currency', () => {
    expect(
      toPricingPlan({ id: 7, name: 'Starter', price: '29.00', credits_limit: '200', features: '["x"]', currency: null }),
    ).toEqual({ id: '7', name: 'Starter', price: 29, currency: 'USD', credits_limit: 200, features: ['x'] });
  });
});

describe('plansOrFallback', () => {
  it('shows the backend rows when there are some', () => {
    const rows = [{ id: 'p', name: 'Solo', price: 9, credits_limit: 50, features: [] }];
    expect(plansOrFallback(rows, null).map((plan) => plan.name)).toEqual(['Solo']);
  });

  it('falls back to Starter $29/200, Professional $79/500, Studio $149/1000 on error or empty answer', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const plans of [plansOrFallback(null, new Error('offline')), plansOrFallback([], null)]) {
      expect(plans.map((plan) => [plan.name, plan.price, plan.credits_limit])).toEqual([
        ['Starter', 29, 200],
        ['Professional', 79, 500],
        ['Studio', 149, 1000],
      ]);
    }
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("says 'Unlimited' in the Studio fallback's features", () => {
    const studio = FALLBACK_PLANS.find((plan) => plan.name === 'Studio');
    expect(studio?.features.some((feature) => feature.includes('Unlimited'))).toBe(true);
  });
});
