// The admin dashboard's sections, in their order on the page, and the parser for the
// ?tab= value of /admin (prompts when missing or unknown). Kept apart from the
// page so the route can read it without loading the admin screens.

export const ADMIN_TABS = ['prompts', 'api', 'plans', 'subscriptions', 'analytics', 'payments'] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];

export const DEFAULT_ADMIN_TAB: AdminTab = 'prompts';

/** Tabs whose data lives on the server: offline they show a notice instead. */
export const ONLINE_ONLY_TABS: ReadonlySet<AdminTab> = new Set(['prompts', 'plans', 'subscriptions', 'analytics']);

export function adminTabFrom(value: unknown): AdminTab {
  return ADMIN_TABS.includes(value as AdminTab) ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}
