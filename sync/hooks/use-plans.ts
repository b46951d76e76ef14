import type { SubscriptionPlanDoc } from '../schemas/subscription-plan-schema.ts';
import { plans$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

const NONE: SubscriptionPlanDoc[] = [];

/** The active plans, cheapest first, as last synced to this device. */
export function usePlans(): { plans: SubscriptionPlanDoc[] } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => plans$(s.db), 'plans', NONE);
  return { plans: data, ...status };
}
