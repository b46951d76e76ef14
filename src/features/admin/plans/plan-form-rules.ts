// The plan form's values (as typed) and its rules: name
// required, and the database's limits (#domain/field-limits.ts): credits_limit at least 1,
// price at least 0, at most 30 features, number inputs read as 0
// when not a number, currency USD by default, features one per line with empty
// lines dropped. Also how a plan's price is shown (in dollars).
import type { AdminPlan, PlanInput } from '#sync/admin.ts';
import { charLength, fieldBreach } from '#domain/field-limit-check.ts';
import { listLimitOf, maxLengthOf } from '#domain/field-limits.ts';
import { PLAN_CURRENCIES, type PlanCurrency } from '#domain/plans.ts';
import { PLANS } from '../messages.ts';

export type PlanFormValues = {
  name: string;
  credits_limit: string;
  price: string;
  currency: PlanCurrency;
  paypal_plan_id: string;
  features: string;
  is_active: boolean;
};

export type PlanFormErrors = Partial<Record<'name' | 'credits_limit' | 'price' | 'features', string>>;

export type PlanFormResult = { ok: true; plan: PlanInput } | { ok: false; errors: PlanFormErrors };

const MAX_NAME = maxLengthOf('subscription_plans', 'name');
const FEATURES = listLimitOf('subscription_plans', 'features');

export const EMPTY_PLAN_FORM: PlanFormValues = {
  name: '',
  credits_limit: '',
  price: '',
  currency: 'USD',
  paypal_plan_id: '',
  features: '',
  is_active: true,
};

export function currencyFrom(value: string): PlanCurrency {
  return PLAN_CURRENCIES.includes(value as PlanCurrency) ? (value as PlanCurrency) : 'USD';
}

export function planFormFrom(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    credits_limit: String(plan.credits_limit),
    price: String(plan.price),
    currency: currencyFrom(plan.currency),
    paypal_plan_id: plan.paypal_plan_id ?? '',
    features: plan.features.join('\n'),
    is_active: plan.is_active,
  };
}

/** A number input's entry: its number, or 0 when it is not a number. */
export function parseNumberInput(text: string, integer = false): number {
  const parsed = integer ? Number.parseInt(text, 10) : Number.parseFloat(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function featuresFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function validatePlanForm(values: PlanFormValues): PlanFormResult {
  const name = values.name.trim();
  const credits = parseNumberInput(values.credits_limit, true);
  const price = parseNumberInput(values.price);
  const features = featuresFromText(values.features);
  const errors: PlanFormErrors = {};
  if (name === '') errors.name = PLANS.nameRequired;
  else if (charLength(name) > MAX_NAME) errors.name = PLANS.nameTooLong;
  if (fieldBreach('subscription_plans', 'credits_limit', credits)) errors.credits_limit = PLANS.creditsMin;
  if (fieldBreach('subscription_plans', 'price', price)) errors.price = PLANS.priceMin;
  if (features.length > FEATURES.maxItems || features.some((feature) => charLength(feature) > FEATURES.maxLength)) {
    errors.features = PLANS.tooManyFeatures;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    plan: {
      name,
      credits_limit: credits,
      price: Math.round(price * 100) / 100,
      currency: values.currency,
      paypal_plan_id: values.paypal_plan_id.trim() || null,
      features,
      is_active: values.is_active,
    },
  };
}

