// What one generation costs in credits. The spec gives two examples (a blog post
// 5-10 credits, a social post 1-2); the other prices are ours. This table is the
// only place they are written: usage_tracking.credits_consumed, the screens and
// the generate-image function (which also charges 3 for an image) follow it.

import type { ContentType } from './content-types.ts';

export const CREDIT_COSTS = {
  blog: {
    /** Ten title suggestions. */
    titles: 1,
    /** A full article, by its chosen word count: the first tier that holds it. */
    article: [
      { upToWords: 600, credits: 5 },
      { upToWords: 1000, credits: 7 },
      { upToWords: Number.POSITIVE_INFINITY, credits: 10 },
    ],
  },
  /** One credit per platform, never more than two for one generation. */
  social: { perPlatform: 1, max: 2 },
  /** Subject, preview, text and HTML together. */
  newsletter: 3,
  /** One piece: the H1 options, the hero paragraph, the H2 options, one section, or the CTA options. */
  website: 2,
  email: 2,
  communication: 1,
  seo: 3,
  video: 4,
  image: 3,
} as const;

export type CreditDetails = {
  /** Blog only: ten titles or a full article (the default). */
  blogPiece?: 'titles' | 'article';
  /** Blog article only: the chosen word count (default 800). */
  wordCount?: number;
  /** Social only: how many platforms get a post (default 1). */
  platformCount?: number;
};

export function creditCost(contentType: ContentType, details: CreditDetails = {}): number {
  switch (contentType) {
    case 'blog': {
      if (details.blogPiece === 'titles') return CREDIT_COSTS.blog.titles;
      const words = details.wordCount ?? 800;
      const tier = CREDIT_COSTS.blog.article.find((t) => words <= t.upToWords);
      return tier?.credits ?? 10;
    }
    case 'social': {
      const platforms = Math.max(1, Math.floor(details.platformCount ?? 1));
      return Math.min(CREDIT_COSTS.social.max, platforms * CREDIT_COSTS.social.perPlatform);
    }
    default:
      return CREDIT_COSTS[contentType];
  }
}
