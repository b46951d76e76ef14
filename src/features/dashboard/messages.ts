// Texts of the dashboard (/dashboard).
import { formatMoney } from '#domain/money.ts';

export const DASHBOARD = {
  title: 'Dashboard',
  welcome: (name: string, returning: boolean) => `${returning ? 'Welcome back' : 'Welcome'}${name ? `, ${name}` : ''}`,
  lead: 'Pick a tool, pick up where you left off, and keep an eye on your credits.',
  settings: 'Settings',
  create: 'Create Content',
  tools: 'Content Tools',
  briefs: 'Your briefs: write every piece from the same facts',
  openTool: 'Open tool',
};

export const RECENT = {
  title: 'Recent Content',
  empty: 'Nothing yet. Your first article, post or email will appear here.',
  loading: 'Loading your recent content...',
  start: 'Start creating',
  viewAll: 'View all history',
};

export const CREDITS = {
  title: 'Usage & Credits',
  plan: (name: string) => `${name} plan`,
  trialPlan: (name: string) => `${name} plan (free trial)`,
  used: (used: number, limit: number) => `${used} of ${limit} credits used`,
  percentUsed: (percent: number) => `${percent}% used`,
  remaining: (count: number) => `${count} credits remaining`,
  note: {
    renews: (date: string) => `Renews on ${date}`,
    trialEnds: (date: string) => `Free trial ends on ${date}`,
    accessEnds: (date: string) => `Canceled: credits stay usable until ${date}`,
    trialEnded: (date: string) => `Your free trial ended on ${date}. Your content is kept; choose a plan to create again.`,
    ended: (date: string) => `Your plan ended on ${date}. Your content is kept; choose a plan to create again.`,
  },
  loading: 'Loading your plan...',
  noPlan: 'No active plan',
  noPlanLead: 'Choose a plan to get a monthly credit allowance for every tool.',
  manageBilling: 'Manage Billing',
  viewPlans: 'View Plans',
  meterLabel: 'Credits used this period',
  studioCredits: "These are your studio's credits, shared by the team. The studio's owner manages its plan and billing.",
};

export const BILLING = {
  title: 'Your plan',
  description: 'Your subscription as last synced to this device. Credits reset each month and do not roll over.',
  price: 'Price',
  perMonth: '/month',
  credits: 'Monthly credits',
  status: 'Status',
  period: 'Current period',
  states: {
    trial: 'Free trial',
    active: 'Active',
    canceling: 'Canceled (until the period ends)',
    trial_ended: 'Trial ended',
    ended: 'Ended',
    past_due: 'Past due',
    pending: 'Pending',
  },
  remaining: 'Credits remaining',
  features: 'Included',
  changePlan: 'Compare plans',
  contact: 'Billing questions: hello@example.com',
  close: 'Close',
};

export const PLANS = {
  title: 'Plans',
  description: 'Every plan gives a monthly credit allowance for all nine tools.',
  loading: 'Loading the plans...',
  none: 'No plans are available right now. Please contact us at hello@example.com.',
  yours: 'Your plan',
  price: (price: number, currency: string) => `${formatMoney(price, currency)}/month`,
  credits: (credits: number) => `${credits} credits per month`,
  switchTo: (name: string) => `Ask to switch to ${name}`,
  switchSubject: (name: string) => `Switch my plan to ${name}`,
  switchBody: (name: string) => `Hello,\n\nPlease switch my studio's plan to ${name} from my next billing period.\n\nThank you.`,
  billingEmail: 'hello@example.com',
  howItWorks: 'A switch starts with your next billing period; credits reset each month and do not roll over.',
  close: 'Close',
};

export const THIS_MONTH = {
  title: 'This Month',
  items: 'Content created',
  words: 'Words written',
  credits: 'Credits used',
  /** A figure not read yet (the device database is opening). */
  pending: '…',
};

export const TEAM_ACTIVITY = {
  title: 'Your Team',
  lead: 'What each member made and spent, from the content synced to this device.',
  periods: { week: 'This week', month: 'This month' },
  periodLabel: 'Period',
  chartLabel: (period: string) => `Content made by each member, ${period.toLowerCase()}`,
  tableLabel: 'Figures by member',
  member: 'Member',
  made: 'Made',
  words: 'Words',
  credits: 'Credits',
  tools: 'By tool',
  nothing: 'Nothing made in this period yet.',
  totals: (items: number, credits: number) => `${items} ${items === 1 ? 'piece' : 'pieces'}, ${credits} ${credits === 1 ? 'credit' : 'credits'}`,
};

export const PUBLISHING = {
  title: 'To publish',
  lead: 'Scheduled posts waiting to go out. Post one from here, then mark it as published.',
  loading: 'Loading your plan...',
  overdue: 'Overdue',
  dueToday: 'Due today',
  none: 'Nothing is due today. Schedule items from the history to see them here.',
  planned: (time: string) => `planned ${time}`,
};

export const COMING_WEEK = {
  title: 'The coming week',
  lead: 'What is planned for the next seven days, by channel.',
  loading: 'Loading your plan...',
  today: 'Today',
  nothing: 'Nothing planned',
  empty: 'Nothing is planned for the coming week yet.',
  count: (count: number) => (count === 1 ? '1 item' : `${count} items`),
};

export const REVIEW_QUEUE = {
  title: 'Waiting for your review',
  loading: 'Reading the items waiting…',
  empty: 'Nothing is waiting for your review.',
  meta: (author: string, type: string, when: string) => `${author} · ${type} · ${when}`,
} as const;
