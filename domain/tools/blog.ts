import { CONTENT_GENERATED, MISSING, type ToolDefinition } from './tool-definition.ts';

export const BLOG_MESSAGES = {
  titlesGenerated: { title: 'Titles Generated', description: '10 blog title suggestions are ready.' },
  contentGenerated: CONTENT_GENERATED,
  missingKeywords: { title: 'Missing Keywords', description: 'Please enter focus keywords first.' },
  missingArticle: { title: MISSING, description: 'Please select a title and choose a tone.' },
} as const;

/** A blog article by its chosen word count: the first tier that holds it. */
const ARTICLE_TIERS = [
  { upToWords: 600, credits: 5 },
  { upToWords: 1000, credits: 7 },
  { upToWords: Number.POSITIVE_INFINITY, credits: 10 },
] as const;

export const BLOG_TOOL = {
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
  messages: BLOG_MESSAGES,
  fields: {
    keywords: 'as-written',
    selectedTitle: 'as-written',
    // An event or offer the article carries, with its facts: every fact printed, notes in it obeyed.
    details: 'facts',
    targetAudience: 'steering',
    wordCount: 'choice',
    tone: 'choice',
  },
} as const satisfies ToolDefinition;
