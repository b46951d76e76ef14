// The plans a studio can buy as shown when the server has none (the fallback list:
// Starter, Professional, Studio), and the closed vocabularies of plans and
// subscriptions.

export type PricingPlan = {
  id: string;
  name: string;
  price: number;
  currency: string;
  credits_limit: number;
  features: string[];
};

export const FALLBACK_PLANS: readonly PricingPlan[] = [
  {
    id: 'fallback-starter',
    name: 'Starter',
    price: 29,
    currency: 'USD',
    credits_limit: 200,
    features: ['200 AI credits per month', 'Blog articles and social posts', 'Brand voice profile', 'Email support'],
  },
  {
    id: 'fallback-professional',
    name: 'Professional',
    price: 79,
    currency: 'USD',
    credits_limit: 500,
    features: [
      '500 AI credits per month',
      'All nine content tools',
      'AI image generation',
      'Tone templates and content history',
      'Priority support',
    ],
  },
  {
    id: 'fallback-studio',
    name: 'Studio',
    price: 149,
    currency: 'USD',
    credits_limit: 1000,
    features: [
      'Unlimited content generation',
      '1000 AI credits per month',
      'Everything in Professional',
      'Advanced analytics',
      'Dedicated support',
    ],
  },
];

/** The currencies a plan may be priced in: those the product has always offered, and the Mauritian rupee for the company's home market. */
export const PLAN_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'MUR'] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'expired', 'canceled', 'cancelled', 'past_due', 'pending'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
