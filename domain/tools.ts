// The nine content tools, each defined once: its ?tab= key, the content_type its
// history, drafts, preferences and usage carry, what the tab bar, the dashboard and
// the landing page say of it, how history names its items, and what one generation
// costs. Everything else follows from this list: the router's tab values, the device
// schema's and the database's allowed content types (a test holds the database's
// `public.content_types()` to this list), the credit costs, the e2e tool list.
// The screen and generator of each tool register beside it in
// src/features/content/tool-screens.ts.
//
// The list is in the order the content types were first stored: the device schema
// keeps that order, so a new tool goes at the end. `position` orders the tab bar and
// the cards.

/** What a generation's price can depend on. */
export type CreditDetails = {
  /** Blog only: ten titles or a full article (the default). */
  blogPiece?: 'titles' | 'article';
  /** Blog article only: the chosen word count (default 800). */
  wordCount?: number;
  /** Social only: how many platforms get a post (default 1). */
  platformCount?: number;
};

export type ToolDefinition = {
  /** The `?tab=` value of /content. */
  tab: string;
  /** content_type of master_prompts, usage_tracking, content_history, generator_drafts, content_preferences. */
  contentType: string;
  /** The tool's name on its tab, the dashboard card and the landing page. */
  label: string;
  badge: string;
  description: string;
  /** How history, analytics and the admin area name this tool's items. */
  historyLabel: string;
  /** Place in the tab bar and among the cards (0 first). */
  position: number;
  /** Credits one generation costs (at least 1). */
  credits: (details: CreditDetails) => number;
};

/** A blog article by its chosen word count: the first tier that holds it. */
const ARTICLE_TIERS = [
  { upToWords: 600, credits: 5 },
  { upToWords: 1000, credits: 7 },
  { upToWords: Number.POSITIVE_INFINITY, credits: 10 },
] as const;

const fixed = (credits: number) => () => credits;

const DEFINITIONS = [
  {
    tab: 'blog',
    contentType: 'blog',
    label: 'Blog Articles',
    historyLabel: 'Blog Articles',
    badge: 'Popular',
    description: 'From focus keywords to ten title ideas to a full, SEO-friendly article in your voice.',
    position: 1,
    // Ten titles cost 1; an article 5-10 by length.
    credits: ({ blogPiece, wordCount = 800 }) =>
      blogPiece === 'titles' ? 1 : (ARTICLE_TIERS.find((tier) => wordCount <= tier.upToWords)?.credits ?? 10),
  },
  {
    tab: 'social',
    contentType: 'social',
    label: 'Social Media',
    historyLabel: 'Social Media',
    badge: 'Trending',
    description: 'Captions for Instagram, Facebook and LinkedIn with hashtags and a live character count.',
    position: 2,
    // One credit per platform, never more than two for one generation.
    credits: ({ platformCount = 1 }) => Math.min(2, Math.max(1, Math.floor(platformCount))),
  },
  {
    tab: 'newsletter',
    contentType: 'newsletter',
    label: 'Newsletters',
    historyLabel: 'Newsletters',
    badge: 'New',
    description: 'Subject line, preview text and a ready-to-send newsletter in text and HTML.',
    position: 3,
    // Subject, preview, text and HTML together.
    credits: fixed(3),
  },
  {
    tab: 'website',
    contentType: 'website',
    label: 'Website Copy',
    historyLabel: 'Website Copy',
    badge: 'Pro',
    description: 'Headlines, a hero paragraph, page sections and calls to action that convert.',
    position: 4,
    // One piece: the H1 options, the hero paragraph, the H2 options, one section, or the CTA options.
    credits: fixed(2),
  },
  {
    tab: 'email',
    contentType: 'email',
    label: 'Email Marketing',
    historyLabel: 'Email Marketing',
    badge: 'Growth',
    description: 'Welcome, nurture, promotional and event emails that sound like you.',
    position: 5,
    credits: fixed(2),
  },
  {
    tab: 'communication',
    contentType: 'communication',
    label: 'Client Communication',
    historyLabel: 'Client Communication',
    badge: 'Business',
    description: 'Warm, clear replies to bookings, questions and concerns, at the right urgency.',
    position: 6,
    credits: fixed(1),
  },
  {
    tab: 'images',
    contentType: 'image',
    label: 'AI Images',
    historyLabel: 'AI Images',
    badge: 'Hot',
    description: 'On-brand visuals for posts, stories and banners, in the sizes each platform wants.',
    position: 0,
    // The generate-image function charges this too (supabase/functions/generate-image/options.ts; a test holds them equal).
    credits: fixed(3),
  },
  {
    tab: 'seo',
    contentType: 'seo',
    label: 'SEO Content Optimizer',
    historyLabel: 'SEO Content Optimizer',
    badge: 'Pro',
    description: 'Keyword density, headings, meta description and concrete tips to rank locally.',
    position: 7,
    credits: fixed(3),
  },
  {
    tab: 'video',
    contentType: 'video',
    label: 'Video Script Generator',
    historyLabel: 'Video Script Generator',
    badge: 'Creator',
    description: 'Hook, script, timing and description for classes, reels and YouTube videos.',
    position: 8,
    credits: fixed(4),
  },
] as const satisfies readonly ToolDefinition[];

export type ToolTab = (typeof DEFINITIONS)[number]['tab'];
export type ContentType = (typeof DEFINITIONS)[number]['contentType'];
export type Tool = Readonly<ToolDefinition> & { readonly tab: ToolTab; readonly contentType: ContentType };

/** Every tool, in the order its content type was first stored. */
export const TOOLS: readonly Tool[] = DEFINITIONS;

/** content_type values, in the order the device schema stores them. */
export const CONTENT_TYPES: readonly ContentType[] = TOOLS.map((tool) => tool.contentType);

/** The tools as the tab bar, the dashboard and the landing page show them. */
export const TOOLS_IN_TAB_ORDER: readonly Tool[] = [...TOOLS].sort((a, b) => a.position - b.position);

export const TOOL_TABS: readonly ToolTab[] = TOOLS_IN_TAB_ORDER.map((tool) => tool.tab);

const BY_TYPE = new Map<string, Tool>(TOOLS.map((tool) => [tool.contentType, tool]));

/** The tool whose items carry `type`, or undefined for a type no tool makes. */
export function toolOfType(type: string): Tool | undefined {
  return BY_TYPE.get(type);
}

/** The tab for a `?tab=` value: unknown or missing values fall back to blog. */
export function toolTabFrom(value: unknown): ToolTab {
  return TOOL_TABS.includes(value as ToolTab) ? (value as ToolTab) : 'blog';
}

/** What one generation of `contentType` costs in credits. */
export function creditCost(contentType: ContentType, details: CreditDetails = {}): number {
  return toolOfType(contentType)?.credits(details) ?? 1;
}
