// The plan of a piece of content: the channel it goes out on, when it is planned and when
// it went out. The database holds the same rules as CHECKs: a scheduled item has a date,
// a published one the moment it was published (filled in by the server when a device
// does not say).
import type { ContentStatus } from './content-statuses.ts';
import type { ContentType } from './tools.ts';

export const CHANNELS = ['instagram', 'facebook', 'linkedin', 'newsletter', 'blog', 'website', 'email', 'other'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  newsletter: 'Newsletter',
  blog: 'Blog',
  website: 'Website',
  email: 'Email',
  other: 'Other',
};

const BY_TOOL: Record<ContentType, Channel> = {
  blog: 'blog',
  social: 'instagram',
  newsletter: 'newsletter',
  website: 'website',
  email: 'email',
  communication: 'email',
  image: 'instagram',
  seo: 'website',
  video: 'instagram',
};

function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

/**
 * The channel an item goes out on unless someone says otherwise: its platform when the
 * tool was given one (a social post for LinkedIn, a video script for Facebook), else the
 * tool's own channel.
 */
export function defaultChannel(contentType: ContentType, metadata: Record<string, unknown> = {}): Channel {
  const platforms = Array.isArray(metadata.platforms) ? metadata.platforms : [metadata.platform];
  const platform = platforms.find(isChannel);
  if (platform && contentType !== 'blog' && contentType !== 'newsletter' && contentType !== 'email' && contentType !== 'communication') return platform;
  return BY_TOOL[contentType];
}

export type ContentPlan = { status: ContentStatus; scheduled_for: string | null; published_at: string | null };

export const PLAN_PROBLEMS = {
  scheduledWithoutDate: 'A scheduled item needs a date and time.',
  publishedWithoutDate: 'A published item needs the date it was published.',
} as const;

/** What is wrong with a plan, in the words a person reads, or null: the database's CHECKs, before the push. */
export function planProblem(plan: ContentPlan): string | null {
  if (plan.status === 'scheduled' && !plan.scheduled_for) return PLAN_PROBLEMS.scheduledWithoutDate;
  if (plan.status === 'published' && !plan.published_at) return PLAN_PROBLEMS.publishedWithoutDate;
  return null;
}
