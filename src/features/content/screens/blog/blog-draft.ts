// The blog tool's form and output (keywords, 10 title suggestions,
// selected title, wordCount, tone, targetAudience, details, article) and their defaults.
import type { BlogPreferences } from '#domain/brand.ts';
import { BLOG_TONES, BLOG_WORD_COUNTS, DEFAULT_BLOG_WORD_COUNT } from '#domain/studio-options.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';

export type BlogForm = {
  keywords: string[];
  selectedTitle: string;
  wordCount: number;
  tone: string;
  targetAudience: string;
  /** What the article must carry (an event, an offer, with its facts), pasted as it is. */
  details: string;
};

export type BlogOutput = { titles: string[]; article: string };

export function blogDefaults(prefs: BlogPreferences): ToolDefaults<BlogForm, BlogOutput> {
  const wordCount = (BLOG_WORD_COUNTS as readonly number[]).includes(prefs.default_word_count) ? prefs.default_word_count : DEFAULT_BLOG_WORD_COUNT;
  const tone = (BLOG_TONES as readonly string[]).includes(prefs.default_tone) ? prefs.default_tone : BLOG_TONES[0];
  return {
    form: { keywords: [], selectedTitle: '', wordCount, tone, targetAudience: '', details: '' },
    output: { titles: [], article: '' },
  };
}
