// Rows as PostgREST returns them -> the admin area's types. numeric columns may
// arrive as strings, plan features as a JSON string, embeds as an object, a
// one-element array or null; anything missing becomes a safe empty value.
import { SUBSCRIPTION_STATUSES } from '../../domain/plans.ts';
import { parsePlanFeatures } from '../pricing.ts';
import type {
  AdminPerson,
  AdminPlan,
  AdminSubscription,
  MasterPrompt,
  SubscriptionChange,
  SubscriptionStatus,
  UsageByType,
  UsageRecord,
  UsageSummary,
} from './admin-types.ts';

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const optionalText = (value: unknown): string | null => (value == null || value === '' ? null : String(value));

function num(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

function embedded(value: unknown): Row | null {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'object' && item !== null ? (item as Row) : null;
}

export function toAdminPlan(row: Row): AdminPlan {
  return {
    id: text(row.id),
    name: text(row.name),
    credits_limit: num(row.credits_limit),
    price: num(row.price),
    currency: text(row.currency) || 'USD',
    paypal_plan_id: optionalText(row.paypal_plan_id),
    features: parsePlanFeatures(row.features),
    is_active: row.is_active !== false,
    created_at: text(row.created_at),
  };
}

export function toMasterPrompt(row: Row): MasterPrompt {
  return {
    id: text(row.id),
    name: text(row.name),
    content_type: text(row.content_type),
    tone: text(row.tone),
    prompt_text: text(row.prompt_text),
    is_active: row.is_active !== false,
    user_id: optionalText(row.user_id),
    created_at: text(row.created_at),
  };
}

export function toSubscriptionStatus(value: unknown): SubscriptionStatus {
  return SUBSCRIPTION_STATUSES.includes(value as SubscriptionStatus) ? (value as SubscriptionStatus) : 'pending';
}

export function toSubscriptionChange(row: Row): SubscriptionChange {
  return {
    id: text(row.id),
    status: toSubscriptionStatus(row.status),
    credits_used: num(row.credits_used),
    credits_remaining: num(row.credits_remaining),
  };
}

export function toAdminSubscription(row: Row): AdminSubscription {
  const plan = embedded(row.subscription_plans);
  const profile = embedded(row.profiles);
  return {
    ...toSubscriptionChange(row),
    user_id: text(row.user_id),
    plan_id: text(row.plan_id),
    current_period_start: optionalText(row.current_period_start),
    current_period_end: optionalText(row.current_period_end),
    paypal_subscription_id: optionalText(row.paypal_subscription_id),
    created_at: text(row.created_at),
    plan: plan && {
      id: text(plan.id),
      name: text(plan.name),
      credits_limit: num(plan.credits_limit),
      price: num(plan.price),
      currency: text(plan.currency) || 'USD',
    },
    profile: profile && { full_name: text(profile.full_name), business_name: text(profile.business_name) },
    person: null,
  };
}

export function toAdminPerson(row: Row): AdminPerson {
  return { user_id: text(row.user_id), name: text(row.name), email: text(row.email), studio: text(row.studio) };
}

export function toUsageRecord(row: Row): UsageRecord {
  return {
    id: text(row.id),
    user_id: text(row.user_id),
    content_type: text(row.content_type),
    credits_consumed: num(row.credits_consumed),
    word_count: row.word_count == null ? null : num(row.word_count),
    created_at: text(row.created_at),
  };
}

function toUsageByType(row: Row): UsageByType {
  return {
    content_type: text(row.content_type),
    uses: num(row.uses),
    credits: num(row.credits),
    words: num(row.words),
    users: num(row.users),
  };
}

/** admin_usage_summary's jsonb answer (an object, or its JSON text). */
export function toUsageSummary(value: unknown): UsageSummary {
  let data = value;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      data = null;
    }
  }
  const row = embedded(data) ?? {};
  const byType = Array.isArray(row.by_type) ? row.by_type.filter((item) => embedded(item)).map((item) => toUsageByType(item as Row)) : [];
  return {
    since: text(row.since),
    uses: num(row.uses),
    credits: num(row.credits),
    words: num(row.words),
    active_users: num(row.active_users),
    by_type: byType,
  };
}
