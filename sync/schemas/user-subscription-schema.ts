// The signed-in user's subscriptions with their plan, mirrored in full (pull only).
import type { RxJsonSchema } from 'rxdb';
import { nullableTimestamp, timestamp, uuidKey } from './schema-parts.ts';

export type SubscriptionPlanSummary = {
  id: string;
  name: string;
  credits_limit: number;
  price: number;
  currency: string;
};

export type UserSubscriptionDoc = {
  id: string;
  user_id: string;
  plan_id: string;
  status: string;
  credits_used: number;
  credits_remaining: number;
  current_period_start: string | null;
  current_period_end: string | null;
  paypal_subscription_id: string | null;
  created_at: string;
  updated_at: string | null;
  plan: SubscriptionPlanSummary | null;
};

export const userSubscriptionSchema: RxJsonSchema<UserSubscriptionDoc> = {
  title: 'user_subscriptions',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuidKey,
    user_id: { type: 'string' },
    plan_id: { type: 'string' },
    status: { type: 'string' },
    credits_used: { type: 'integer' },
    credits_remaining: { type: 'integer' },
    current_period_start: nullableTimestamp,
    current_period_end: nullableTimestamp,
    paypal_subscription_id: { type: ['string', 'null'] },
    created_at: timestamp,
    updated_at: nullableTimestamp,
    plan: { type: ['object', 'null'], additionalProperties: true },
  },
  required: ['id', 'user_id', 'plan_id', 'status', 'created_at'],
};
