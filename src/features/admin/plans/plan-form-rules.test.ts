import { describe, expect, it } from 'vitest';
import { PLANS } from '../messages.ts';
import {
  EMPTY_PLAN_FORM,
  featuresFromText,
  type PlanFormValues,
  parseNumberInput,
  planFormFrom,
  validatePlanForm,
} from './plan-form-rules.ts';

const filled: PlanFormValues = {
  ...EMPTY_PLAN_FORM,
  name: '  Retreat ',
  credits_limit: '2000',
  price: '249.5',
  features: 'Team seats\n\n  Priority support  \r\n',
};

describe('validatePlanForm', () => {
  it('turns a filled form into the plan to save', () => {
    expect(validatePlanForm(filled)).toEqual({
      ok: true,
      plan: {
        name: 'Retreat',
        credits_limit: 2000,
        price: 249.5,
        currency: 'USD',
        paypal_plan_id: null,
        features: ['Team seats', 'Priority support'],
        is_active: true,
      },
    });
  });

  it('requires a name, at least 1 credit and a price of at least 0', () => {
    expect(validatePlanForm({ ...filled, name: '   ', credits_limit: '0', price: '-1' })).toEqual({
      ok: false,
      errors: {
        name: 'Plan name is required',
        credits_limit: 'Credits limit must be at least 1',
        price: 'Price must be at least 0',
      },
    });
  });

  it('reads number inputs that are not numbers as 0 (so credits fail and price passes)', () => {
    const result = validatePlanForm({ ...filled, credits_limit: 'many', price: '' });
    expect(result).toEqual({ ok: false, errors: { credits_limit: PLANS.creditsMin } });
    const free = validatePlanForm({ ...filled, price: 'free' });
    expect(free.ok && free.plan.price).toBe(0);
  });

  it('accepts a free plan with one credit and keeps the PayPal plan id and switch', () => {
    const result = validatePlanForm({ ...filled, credits_limit: '1', price: '0', paypal_plan_id: ' P-1 ', is_active: false });
    expect(result.ok && result.plan).toMatchObject({ credits_limit: 1, price: 0, paypal_plan_id: 'P-1', is_active: false });
  });

  it('refuses more features than the server stores', () => {
    const many = Array.from({ length: 31 }, (_, index) => `Feature ${index}`).join('\n');
    expect(validatePlanForm({ ...filled, features: many })).toEqual({ ok: false, errors: { features: PLANS.tooManyFeatures } });
  });
});

describe('form helpers', () => {
  it('parse numbers, integers for credits', () => {
    expect(parseNumberInput('12.7')).toBe(12.7);
    expect(parseNumberInput('12.7', true)).toBe(12);
    expect(parseNumberInput('')).toBe(0);
    expect(parseNumberInput('abc', true)).toBe(0);
  });

  it('split features by line, dropping empty lines', () => {
    expect(featuresFromText('\nA\n  \nB  \n')).toEqual(['A', 'B']);
    expect(featuresFromText('')).toEqual([]);
  });

  it('fill the form from a plan and round-trip it', () => {
    const plan = {
      id: 'p1',
      name: 'Studio',
      credits_limit: 1000,
      price: 149,
      currency: 'GBP',
      paypal_plan_id: null,
      features: ['Unlimited content generation', 'Dedicated support'],
      is_active: true,
      created_at: '',
    };
    const values = planFormFrom(plan);
    expect(values).toMatchObject({ credits_limit: '1000', price: '149', currency: 'GBP', features: 'Unlimited content generation\nDedicated support' });
    const again = validatePlanForm(values);
    expect(again.ok && again.plan).toMatchObject({ name: 'Studio', credits_limit: 1000, price: 149, currency: 'GBP' });
  });

  it('default the currency to USD', () => {
    expect(EMPTY_PLAN_FORM.currency).toBe('USD');
  });
});
