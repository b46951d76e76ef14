// Public surface: the user's subscription and the plans they can move to.
export { usePlans } from '../hooks/use-plans.ts';
export { useSubscription } from '../hooks/use-subscription.ts';
export type { UserSubscriptionDoc } from '../schemas/user-subscription-schema.ts';
