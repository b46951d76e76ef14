// What the social tool is given and what it gives back.

import type { Platform } from '#domain/studio-options.ts';

export type SocialInput = {
  platforms: readonly Platform[];
  /** What the post is about, as the user wrote it. */
  topic?: string;
  targetAudience: string;
  keywords?: readonly string[];
  sourceText?: string;
  numHashtags?: number;
  wordCount?: number;
  tone?: string;
  callToAction?: string;
  includeEmojis?: boolean;
};

export type SocialPost = {
  platform: Platform;
  text: string;
  characterCount: number;
  characterLimit: number;
  wordCount: number;
  /** The facts this post could not carry within its platform's limit. */
  leftOut: string[];
};
export type SocialResult = { posts: SocialPost[]; hashtags: string[] };
