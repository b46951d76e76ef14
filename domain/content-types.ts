// The nine tools of the content studio, in the order of the spec's tab list. The
// landing page, the dashboard and the studio's tabs all read this one list.

export const STUDIO_TABS = [
  'images',
  'blog',
  'social',
  'newsletter',
  'website',
  'email',
  'communication',
  'seo',
  'video',
] as const;

export type StudioTab = (typeof STUDIO_TABS)[number];

/** content_type values of master_prompts, usage_tracking, content_history and generator_drafts. */
export const CONTENT_TYPES = [
  'blog',
  'social',
  'newsletter',
  'website',
  'email',
  'communication',
  'image',
  'seo',
  'video',
] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** content_history.status: where a piece of content stands. */
export const CONTENT_STATUSES = ['draft', 'published', 'scheduled', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export type StudioTool = {
  tab: StudioTab;
  contentType: ContentType;
  title: string;
  badge: string;
  description: string;
};

export const STUDIO_TOOLS: readonly StudioTool[] = [
  {
    tab: 'images',
    contentType: 'image',
    title: 'AI Images',
    badge: 'Hot',
    description: 'On-brand visuals for posts, stories and banners, in the sizes each platform wants.',
  },
  {
    tab: 'blog',
    contentType: 'blog',
    title: 'Blog Articles',
    badge: 'Popular',
    description: 'From focus keywords to ten title ideas to a full, SEO-friendly article in your voice.',
  },
  {
    tab: 'social',
    contentType: 'social',
    title: 'Social Media',
    badge: 'Trending',
    description: 'Captions for Instagram, Facebook and LinkedIn with hashtags and a live character count.',
  },
  {
    tab: 'newsletter',
    contentType: 'newsletter',
    title: 'Newsletters',
    badge: 'New',
    description: 'Subject line, preview text and a ready-to-send newsletter in text and HTML.',
  },
  {
    tab: 'website',
    contentType: 'website',
    title: 'Website Copy',
    badge: 'Pro',
    description: 'Headlines, a hero paragraph, page sections and calls to action that convert.',
  },
  {
    tab: 'email',
    contentType: 'email',
    title: 'Email Marketing',
    badge: 'Growth',
    description: 'Welcome, nurture, promotional and event emails that sound like you.',
  },
  {
    tab: 'communication',
    contentType: 'communication',
    title: 'Client Communication',
    badge: 'Business',
    description: 'Warm, clear replies to bookings, questions and concerns, at the right urgency.',
  },
  {
    tab: 'seo',
    contentType: 'seo',
    title: 'SEO Content Optimizer',
    badge: 'Pro',
    description: 'Keyword density, headings, meta description and concrete tips to rank locally.',
  },
  {
    tab: 'video',
    contentType: 'video',
    title: 'Video Script Generator',
    badge: 'Creator',
    description: 'Hook, script, timing and description for classes, reels and YouTube videos.',
  },
];

/** The tab for a `?tab=` value: unknown or missing values fall back to blog. */
export function studioTabFrom(value: unknown): StudioTab {
  return STUDIO_TABS.includes(value as StudioTab) ? (value as StudioTab) : 'blog';
}
