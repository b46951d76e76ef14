import type { UserSubscriptionDoc } from '../schemas/user-subscription-schema.ts';
import { subscription$ } from '../queries/live-queries.ts';
import { useLiveQuery } from './use-live-query.ts';

/** The user's current subscription with its plan (as last synced; credits are metered by the server). */
export function useSubscription(): { subscription: UserSubscriptionDoc | null; loading: boolean } {
  const { data, loading } = useLiveQuery((s) => subscription$(s.db), 'subscription', null);
  return { subscription: data, loading };
}
