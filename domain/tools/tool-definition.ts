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
  /**
   * What each field of the tool's form is to the writer (text tools). The role decides
   * how the generators use it; see FieldRole.
   */
  fields?: Readonly<Record<string, FieldRole>>;
};

/**
 * How a writing tool uses a field of its form:
 * - `as-written`: the user's own words for the reader (subject, title, key message, call to
 *   action, a quote), printed as they are;
 * - `facts`: free text for the reader (event details, source text, a page's description):
 *   every fact in it (dates, times, prices, people, places, things to bring, links,
 *   numbers, counts) is printed where the piece has room, never cut at a character count;
 * - `notes`: instructions to the writer, obeyed where recognised (who signs, what to
 *   remind the reader of, what to mention, words to avoid), otherwise left out; never printed;
 * - `steering`: shapes the angle, examples and vocabulary (audience, context, services),
 *   never quoted;
 * - `client-message`: a client's message as it arrived: its questions and worries are found
 *   and answered, it is never echoed;
 * - `choice`: a setting picked from a list (tone, platform, campaign type, length).
 * No 8 words in a row of a `notes`, `steering` or `client-message` field reach the output.
 */
export type FieldRole = 'as-written' | 'facts' | 'notes' | 'steering' | 'client-message' | 'choice';

/** A tool's price that depends on nothing. */
export const fixedCredits = (credits: number) => () => credits;

/** The success toast the blog article, social posts and a website section share. */
export const CONTENT_GENERATED = { title: 'Content Generated', description: 'Your content is ready to review.' } as const;

/** Used where a rule names only one text: that text is the description, this the title. */
export const MISSING = 'Missing Information';
