// The active subscription plans, mirrored in full (pull only).
import type { RxJsonSchema } from 'rxdb';
import { nullableTimestamp, stringList, timestamp, uuidKey } from './schema-parts.ts';

export type SubscriptionPlanDoc = {
  id: string;
  name: string;
  credits_limit: number;
  price: number;
  currency: string;
  paypal_plan_id: string | null;
  features: string[];
  is_active: boolean;
  created_at: string;
  updated_at: string | null;
};

export const subscriptionPlanSchema: RxJsonSchema<SubscriptionPlanDoc> = {
  title: 'subscription_plans',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuidKey,
    name: { type: 'string' },
    credits_limit: { type: 'integer' },
    price: { type: 'number' },
    currency: { type: 'string' },
    paypal_plan_id: { type: ['string', 'null'] },
    features: stringList,
    is_active: { type: 'boolean' },
    created_at: timestamp,
    updated_at: nullableTimestamp,
  },
  required: ['id', 'name', 'credits_limit', 'price', 'created_at'],
};
