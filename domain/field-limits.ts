// Every limit the database holds on a field a person writes, once: the forms read it
// for maxLength, counters and messages, the sync commands refuse a value past it, and
// a test reads the migrated database's CHECK constraints to prove the two agree.
// Texts are counted in characters as the database counts them (an emoji is one).
import { MASTER_PROMPT_TONES, PERSONALITY_MAX, PERSONALITY_MIN } from './brand.ts';
import { BRIEF_KINDS } from './brief.ts';
import { CHANNELS } from './content-plan.ts';
import { CONTENT_STATUSES } from './content-statuses.ts';
import { PLAN_CURRENCIES } from './plans.ts';
import { TIME_ZONE_MAX, TIME_ZONE_PATTERN } from './time-zone.ts';
import { CONTENT_TYPES } from './tools.ts';

export type Limit =
  /** Text of at most `max` characters; `min` counts the text without its surrounding spaces. */
  | { kind: 'text'; max: number; min?: number }
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'list'; maxItems: number; maxLength: number }
  /** A settings object of at most `maxBytes` bytes as stored. */
  | { kind: 'object'; maxBytes: number }
  | { kind: 'sliders'; min: number; max: number }
  | { kind: 'choice'; values: readonly string[] }
  /** An email address of at most `max` characters matching `pattern` (one @, a dot after it, no spaces). */
  | { kind: 'email'; max: number; pattern: string }
  /** A web address of at most `max` characters matching `pattern` (http or https, no spaces). */
  | { kind: 'link'; max: number; pattern: string }
  /** A calendar day written YYYY-MM-DD, or empty. */
  | { kind: 'date' }
  /** An IANA time zone name of at most `max` characters matching `pattern`. */
  | { kind: 'time-zone'; max: number; pattern: string };

/** Where the field is fixed: an app path and its search, the document's id where the screen opens one. */
export type FixScreen = { to: '/profile' | '/settings' | '/briefs' | '/admin'; search: Record<string, string>; docParam?: string };

export type FieldLimit = {
  table: string;
  column: string;
  /** The database's CHECK holding this limit. */
  constraint: string;
  /** How a sentence names the field: "The tone template's description". */
  subject: string;
  limit: Limit;
};

const SCREENS: Record<string, FixScreen> = {
  profiles: { to: '/profile', search: {} },
  tone_templates: { to: '/settings', search: { tab: 'templates' } },
  content_preferences: { to: '/settings', search: { tab: 'preferences' } },
  briefs: { to: '/briefs', search: {}, docParam: 'brief' },
  content_history: { to: '/settings', search: { tab: 'history' }, docParam: 'item' },
  studios: { to: '/settings', search: { tab: 'team' } },
  studio_invitations: { to: '/settings', search: { tab: 'team' } },
  subscription_plans: { to: '/admin', search: { tab: 'plans' } },
  master_prompts: { to: '/admin', search: { tab: 'prompts' } },
};

/** The screen where a table's fields are written, opened on the document when it can be. */
export function fixScreenOf(table: string, docId?: string): FixScreen | null {
  const screen = SCREENS[table];
  if (!screen) return null;
  if (!screen.docParam || !docId) return screen;
  return { ...screen, search: { ...screen.search, [screen.docParam]: docId } };
}

export const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';
export const LINK_PATTERN = '^https?://[^\\s]+$';

const text = (max: number, min?: number): Limit => (min === undefined ? { kind: 'text', max } : { kind: 'text', max, min });
const list = (maxItems: number, maxLength: number): Limit => ({ kind: 'list', maxItems, maxLength });
const SLIDERS: Limit = { kind: 'sliders', min: PERSONALITY_MIN, max: PERSONALITY_MAX };
const contentTypes: Limit = { kind: 'choice', values: CONTENT_TYPES };

function table(name: string, owner: string, fields: Record<string, [label: string, limit: Limit, constraint?: string]>): FieldLimit[] {
  return Object.entries(fields).map(([column, [label, limit, constraint]]) => ({
    table: name,
    column,
    constraint: constraint ?? `${name}_${column}_check`,
    subject: `The ${owner}${owner.endsWith('s') ? "'" : "'s"} ${label}`,
    limit,
  }));
}

export const FIELD_LIMITS: readonly FieldLimit[] = [
  ...table('profiles', 'brand profile', {
    full_name: ['name', text(200)],
    business_name: ['business name', text(200)],
    business_description: ['business description', text(5000)],
    business_type: ['business type', text(100)],
    website_url: ['website', text(2048)],
    target_audience: ['target audience', text(2000)],
    preferred_language: ['language', text(16, 2)],
    time_zone: ['time zone', { kind: 'time-zone', max: TIME_ZONE_MAX, pattern: TIME_ZONE_PATTERN }],
    primary_services: ['services', list(50, 100)],
    wellness_specialties: ['specialties', list(50, 100)],
    seo_keywords: ['SEO keywords', list(50, 100)],
    brand_personality: ['personality', SLIDERS],
  }),
  ...table('tone_templates', 'tone template', {
    name: ['name', text(100, 1)],
    description: ['description', text(1000)],
    brand_voice_settings: ['voice', SLIDERS],
  }),
  ...table('content_preferences', 'content preferences', {
    default_settings: ['settings', { kind: 'object', maxBytes: 20000 }],
    content_type: ['content type', contentTypes],
  }),
  ...table('briefs', 'brief', {
    kind: ['kind', { kind: 'choice', values: BRIEF_KINDS.map((kind) => kind.value) }],
    title: ['title', text(200)],
    starts_on: ['first day', { kind: 'date' }],
    ends_on: ['last day', { kind: 'date' }],
    times: ['times', text(1000)],
    location: ['place', text(1000)],
    leaders: ['leaders', text(1000)],
    price: ['price', text(1000)],
    bring: ['what to bring', text(1000)],
    booking: ['booking', text(1000)],
    places_left: ['places left', { kind: 'number', min: 0 }],
    audience: ['audience', text(1000)],
    key_message: ['key message', text(1000)],
    avoid: ['things to avoid', text(1000)],
    details: ['details', text(5000)],
  }),
  ...table('content_history', 'history item', {
    title: ['title', text(300)],
    content: ['text', text(200000)],
    metadata: ['details', { kind: 'object', maxBytes: 20000 }],
    word_count: ['word count', { kind: 'number', min: 0, max: 1000000 }],
    status: ['status', { kind: 'choice', values: CONTENT_STATUSES }],
    content_type: ['content type', contentTypes],
    channel: ['channel', { kind: 'choice', values: CHANNELS }],
    published_link: ['published link', { kind: 'link', max: 2000, pattern: LINK_PATTERN }],
  }),
  ...table('studios', 'studio', { name: ['name', text(200)] }),
  ...table('studio_invitations', 'invitation', { email: ['email', { kind: 'email', max: 320, pattern: EMAIL_PATTERN }] }),
  ...table('subscription_plans', 'plan', {
    name: ['name', text(100, 1)],
    paypal_plan_id: ['PayPal plan id', text(200)],
    features: ['features', list(30, 300)],
    price: ['price', { kind: 'number', min: 0 }],
    credits_limit: ['credits', { kind: 'number', min: 1 }],
    currency: ['currency', { kind: 'choice', values: PLAN_CURRENCIES }],
  }),
  ...table('master_prompts', 'master prompt', {
    name: ['name', text(200, 1)],
    prompt_text: ['text', text(10000, 1)],
    tone: ['tone', { kind: 'choice', values: MASTER_PROMPT_TONES }],
    content_type: ['content type', contentTypes],
  }),
];

/** A field's limit; throws for a field that has none, so a screen cannot ask for a limit that is not there. */
export function fieldLimit(tableName: string, column: string): FieldLimit {
  const found = FIELD_LIMITS.find((entry) => entry.table === tableName && entry.column === column);
  if (!found) throw new Error(`No limit is kept for ${tableName}.${column}`);
  return found;
}

/** The most characters a text field holds (what a form's maxLength says). */
export function maxLengthOf(tableName: string, column: string): number {
  const { limit } = fieldLimit(tableName, column);
  if (limit.kind === 'text' || limit.kind === 'email' || limit.kind === 'link' || limit.kind === 'time-zone') return limit.max;
  if (limit.kind === 'list') return limit.maxLength;
  throw new Error(`${tableName}.${column} is not a text field`);
}

/** How many entries a list field holds, and how long each may be. */
export function listLimitOf(tableName: string, column: string): { maxItems: number; maxLength: number } {
  const { limit } = fieldLimit(tableName, column);
  if (limit.kind !== 'list') throw new Error(`${tableName}.${column} is not a list`);
  return { maxItems: limit.maxItems, maxLength: limit.maxLength };
}

/** The least and most a number field holds. */
export function numberLimitOf(tableName: string, column: string): { min?: number; max?: number } {
  const { limit } = fieldLimit(tableName, column);
  if (limit.kind !== 'number') throw new Error(`${tableName}.${column} is not a number`);
  return { ...(limit.min !== undefined ? { min: limit.min } : {}), ...(limit.max !== undefined ? { max: limit.max } : {}) };
}

export function limitsOf(tableName: string): FieldLimit[] {
  return FIELD_LIMITS.filter((entry) => entry.table === tableName);
}

export function limitByConstraint(constraint: string): FieldLimit | undefined {
  return FIELD_LIMITS.find((entry) => entry.constraint === constraint);
}
