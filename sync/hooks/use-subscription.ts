import type { UserSubscriptionDoc } from '../schemas/user-subscription-schema.ts';
import { subscription$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

/** The user's current subscription with its plan (as last synced; credits are metered by the server). */
export function useSubscription(): { subscription: UserSubscriptionDoc | null } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => subscription$(s.db), 'subscription', null);
  return { subscription: data, ...status };
}
