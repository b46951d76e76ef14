// The public pricing list: active subscription_plans, cheapest first. When the
// request fails or finds no plan, the landing page still shows the fallback plans
// (`domain/plans.ts`), so visitors offline or on a fresh backend see prices.
import { FALLBACK_PLANS, type PricingPlan } from '../domain/plans.ts';
import { supabaseAnonKey, supabaseUrl } from './config.ts';

export type { PricingPlan };

/** features arrive as a list or as a JSON string holding one; anything else is no feature. */
export function parsePlanFeatures(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return value.trim() ? [value.trim()] : [];
    }
  }
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

/** A subscription_plans row as PostgREST returns it (numeric columns may come as strings). */
export function toPricingPlan(row: Record<string, unknown>): PricingPlan {
  return {
    id: String(row.id),
    name: String(row.name ?? ''),
    price: Number(row.price ?? 0),
    currency: typeof row.currency === 'string' && row.currency ? row.currency : 'USD',
    credits_limit: Number(row.credits_limit ?? 0),
    features: parsePlanFeatures(row.features),
  };
}

/** The plans to show for an answer of the plan request: the rows, or the fallback plans. */
export function plansOrFallback(rows: readonly Record<string, unknown>[] | null, error: unknown): PricingPlan[] {
  if (error) {
    console.error('Failed to load pricing plans', error);
    return [...FALLBACK_PLANS];
  }
  if (!rows || rows.length === 0) {
    console.error('No active pricing plans found; showing the default plans');
    return [...FALLBACK_PLANS];
  }
  return rows.map(toPricingPlan);
}

/** The PostgREST request supabase-js would send; the service worker keeps its last answer. */
export function activePlansUrl(baseUrl: string): string {
  return `${baseUrl}/rest/v1/subscription_plans?select=*&is_active=eq.true&order=price.asc`;
}

/**
 * Active plans ordered by price ascending; never rejects (falls back instead). A plain
 * request rather than supabase-js, so that the landing page does not download it.
 */
export async function fetchActivePlans(): Promise<PricingPlan[]> {
  try {
    const key = supabaseAnonKey();
    const response = await fetch(activePlansUrl(supabaseUrl()), { headers: { apikey: key, Authorization: `Bearer ${key}` } });
    if (!response.ok) return plansOrFallback(null, new Error(`${response.status} ${await response.text()}`));
    return plansOrFallback((await response.json()) as Record<string, unknown>[], null);
  } catch (error) {
    return plansOrFallback(null, error);
  }
}
