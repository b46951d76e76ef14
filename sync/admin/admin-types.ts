// The shapes the admin area works with: rows of subscription_plans, master_prompts,
// user_subscriptions (with its plan and the owner's profile) and usage_tracking as
// the admin screens read them, and what they send back.
import type { PlanCurrency, SubscriptionStatus } from '../../domain/plans.ts';

export type { PlanCurrency, SubscriptionStatus };

export type AdminPlan = {
  id: string;
  name: string;
  credits_limit: number;
  price: number;
  currency: string;
  paypal_plan_id: string | null;
  features: string[];
  is_active: boolean;
  created_at: string;
};

/** What the plan form sends (insert and update). */
export type PlanInput = {
  name: string;
  credits_limit: number;
  price: number;
  currency: PlanCurrency;
  paypal_plan_id: string | null;
  features: string[];
  is_active: boolean;
};

export type MasterPrompt = {
  id: string;
  name: string;
  content_type: string;
  tone: string;
  prompt_text: string;
  is_active: boolean;
  user_id: string | null;
  created_at: string;
};

export type PromptInput = {
  name: string;
  content_type: string;
  tone: string;
  prompt_text: string;
};


export type SubscriptionPlanSummary = {
  id: string;
  name: string;
  credits_limit: number;
  price: number;
  currency: string;
};

export type AdminSubscription = {
  id: string;
  user_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  credits_used: number;
  credits_remaining: number;
  current_period_start: string | null;
  current_period_end: string | null;
  paypal_subscription_id: string | null;
  created_at: string;
  plan: SubscriptionPlanSummary | null;
  profile: { full_name: string; business_name: string } | null;
  /** The subscriber as a person: their own name, address and studio (null when the server could not say). */
  person: AdminPerson | null;
};

/** An account as administrators see it (admin_people, migration 1890). */
export type AdminPerson = { user_id: string; name: string; email: string; studio: string };

/** The columns a status change or a credit reset writes, as the server stored them. */
export type SubscriptionChange = Pick<AdminSubscription, 'id' | 'status' | 'credits_used' | 'credits_remaining'>;

export type UsageRecord = {
  id: string;
  user_id: string;
  content_type: string;
  credits_consumed: number;
  word_count: number | null;
  created_at: string;
};

export type UsageByType = { content_type: string; uses: number; credits: number; words: number; users: number };

/** The answer of admin_usage_summary (supabase/migrations/0007). */
export type UsageSummary = {
  since: string;
  uses: number;
  credits: number;
  words: number;
  active_users: number;
  /** Most used first. */
  by_type: UsageByType[];
};
