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
  targetAudience: string;
  keywords: string[];
  sourceText: string;
  numHashtags: number;
  wordCount: number;
  tone: string;
  callToAction: string;
  includeEmojis: boolean;
};

/** Posts are editable, so only the text is kept; counts follow the text. */
export type EditablePost = { platform: Platform; text: string };
export type SocialOutput = { posts: EditablePost[]; hashtags: string[] };

const isPost = (item: unknown) => hasStrings('platform', 'text')(item) && PLATFORMS.some((p) => p.value === (item as EditablePost).platform);

export function socialDefaults(prefs: SocialPreferences): ToolDefaults<SocialForm, SocialOutput> {
  const numHashtags = (HASHTAG_COUNTS as readonly number[]).includes(prefs.max_hashtags) ? prefs.max_hashtags : DEFAULT_HASHTAG_COUNT;
  return {
    form: {
      platforms: [prefs.default_platform],
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
