// The shape of one tool's definition (domain/tools/<tool>.ts), and what the
// definitions share.

/** A toast: a title, and a description under it when there is one. */
export type Toast = { title: string; description?: string };

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
  /** The tool's own toasts, exactly as the user reads them: what each generation says when it is done, and what a missing input says. */
  messages: Readonly<Record<string, Toast | string | { title: string; fallbackDescription: string }>>;
};

/** A tool's price that depends on nothing. */
export const fixedCredits = (credits: number) => () => credits;

/** The success toast the blog article, social posts and a website section share. */
export const CONTENT_GENERATED = { title: 'Content Generated', description: 'Your content is ready to review.' } as const;

/** Used where a rule names only one text: that text is the description, this the title. */
export const MISSING = 'Missing Information';
