// Public surface: the administrators' online calls (plans, prompts, subscriptions,
// analytics). Row level security refuses them to anyone else.
export { REFUSED } from '../admin/admin-request.ts';
export type {
  AdminPlan,
  AdminSubscription,
  MasterPrompt,
  PlanInput,
  PromptInput,
  SubscriptionChange,
  UsageRecord,
} from '../admin/admin-types.ts';
export type { AnalyticsData } from '../admin/analytics.ts';
export { loadAnalytics } from '../admin/analytics.ts';
export { deletePlan, listPlans, savePlan } from '../admin/plans.ts';
export { deletePrompt, listPrompts, savePrompt, setPromptActive } from '../admin/prompts.ts';
export { changeSubscriptionPlan, extendTrial, listSubscriptions, resetCredits, setSubscriptionStatus } from '../admin/subscriptions.ts';
export { watchUsage } from '../admin/watch-usage.ts';
