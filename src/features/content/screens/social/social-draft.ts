// The social tool's form and output and their defaults from the
// social preferences (platform, hashtag count, emojis).
import type { SocialPreferences } from '#domain/brand.ts';
import {
  DEFAULT_HASHTAG_COUNT,
  HASHTAG_COUNTS,
  PLATFORMS,
  type Platform,
  PRESET_CALLS_TO_ACTION,
  SOCIAL_TONES,
} from '#domain/studio-options.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';
import { hasStrings } from '../../lib/draft-codec.ts';

export type SocialForm = {
  platforms: string[];
  /** What the post is about, in the user's words (drafts from before it load with it empty). */
  topic: string;
  targetAudience: string;
  keywords: string[];
  sourceText: string;
  numHashtags: number;
  wordCount: number;
  tone: string;
  callToAction: string;
  includeEmojis: boolean;
};

/** Posts are editable, so only the text is kept; counts follow the text. `leftOut`: the facts the platform's limit kept out. */
export type EditablePost = { platform: Platform; text: string; leftOut?: string[] };
export type SocialOutput = { posts: EditablePost[]; hashtags: string[] };

const isPost = (item: unknown) => hasStrings('platform', 'text')(item) && PLATFORMS.some((p) => p.value === (item as EditablePost).platform);

export function socialDefaults(prefs: SocialPreferences): ToolDefaults<SocialForm, SocialOutput> {
  const numHashtags = (HASHTAG_COUNTS as readonly number[]).includes(prefs.max_hashtags) ? prefs.max_hashtags : DEFAULT_HASHTAG_COUNT;
  return {
    form: {
      platforms: [prefs.default_platform],
      topic: '',
      targetAudience: '',
      keywords: [],
      sourceText: '',
      numHashtags,
      wordCount: 100,
      tone: SOCIAL_TONES[0],
      callToAction: PRESET_CALLS_TO_ACTION[0],
      includeEmojis: prefs.include_emojis,
    },
    output: { posts: [], hashtags: [] },
    lists: { posts: isPost },
  };
}

export function platformLabel(platform: string): string {
  return PLATFORMS.find((p) => p.value === platform)?.label ?? platform;
}

/** The facts a post still lacks: those its platform kept out that the user has not typed back in. */
export function stillLeftOut(post: EditablePost): string[] {
  const text = post.text.toLowerCase();
  return (Array.isArray(post.leftOut) ? post.leftOut : []).filter((item) => typeof item === 'string' && !text.includes(item.toLowerCase()));
}
