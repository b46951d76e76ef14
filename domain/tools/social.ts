import { CONTENT_GENERATED, MISSING, type ToolDefinition } from './tool-definition.ts';

export const SOCIAL_MESSAGES = {
  generated: CONTENT_GENERATED,
  missingFields: { title: MISSING, description: 'Please select a platform, enter target audience, and add at least one keyword.' },
  /** Under a post that could not carry every fact: {platform}, {limit} and {items} are filled in. */
  leftOut: 'Left out on {platform} to fit {limit} characters: {items}.',
  /** The same, on a platform whose length is only recommended. */
  leftOutRecommended: 'Left out on {platform} to keep to the recommended {limit} characters: {items}.',
} as const;

/** A platform's length as the screens show it, by whether it is the platform's limit or a recommendation. */
export const SOCIAL_LENGTH_LABELS = {
  /** Beside the platform's name: "Facebook (500 recommended)", "Instagram (2200 max)". */
  length: { limit: '{limit} max', recommended: '{limit} recommended' },
  /** Under a post. */
  counter: { limit: '{count} / {limit} characters', recommended: '{count} / {limit} characters recommended' },
  over: { limit: ' (over the limit)', recommended: ' (over the recommended length)' },
} as const;

export const SOCIAL_TOOL = {
  tab: 'social',
  contentType: 'social',
  label: 'Social Media',
  historyLabel: 'Social Media',
  badge: 'Trending',
  description: 'Captions for Instagram, Facebook and LinkedIn with hashtags and a live character count.',
  position: 2,
  // One credit per platform, never more than two for one generation.
  credits: ({ platformCount = 1 }) => Math.min(2, Math.max(1, Math.floor(platformCount))),
  messages: SOCIAL_MESSAGES,
  fields: {
    platforms: 'choice',
    topic: 'as-written',
    targetAudience: 'steering',
    keywords: 'as-written',
    sourceText: 'facts',
    numHashtags: 'choice',
    wordCount: 'choice',
    tone: 'choice',
    callToAction: 'as-written',
    includeEmojis: 'choice',
  },
} as const satisfies ToolDefinition;
