// What a video type's script is besides its words: how its time splits between
// intro, main part and outro, and the type's own hashtag words.

import type { VideoType } from '#domain/media-options.ts';
import type { SectionShares } from './video-timing.ts';

export type VideoShape = { shares: SectionShares; hashtags: readonly string[] };

export const VIDEO_SHAPES: Record<VideoType, VideoShape> = {
  'course-module': { shares: { intro: 0.1, outro: 0.08, maxIntroSeconds: 120, maxOutroSeconds: 90 }, hashtags: ['online course', 'wellness course', 'lifelong learning'] },
  'educational': { shares: { intro: 0.1, outro: 0.08, maxIntroSeconds: 120, maxOutroSeconds: 60 }, hashtags: ['wellness education', 'holistic health', 'learn something new'] },
  'meditation': { shares: { intro: 0.1, outro: 0.08, maxIntroSeconds: 120, maxOutroSeconds: 90 }, hashtags: ['meditation', 'guided meditation', 'mindfulness'] },
  'social-reel': { shares: { intro: 0.12, outro: 0.15, maxIntroSeconds: 20, maxOutroSeconds: 15 }, hashtags: ['reels', 'wellness reels', 'self care'] },
  'testimonial': { shares: { intro: 0.12, outro: 0.12, maxIntroSeconds: 60, maxOutroSeconds: 45 }, hashtags: ['client story', 'testimonial', 'wellness journey'] },
  'wellness-tip': { shares: { intro: 0.15, outro: 0.15, maxIntroSeconds: 60, maxOutroSeconds: 45 }, hashtags: ['wellness tips', 'self care', 'healthy habits'] },
  'yoga-class': { shares: { intro: 0.08, outro: 0.06, maxIntroSeconds: 150, maxOutroSeconds: 90 }, hashtags: ['yoga', 'yoga class', 'yoga practice'] },
  'youtube': { shares: { intro: 0.1, outro: 0.08, maxIntroSeconds: 90, maxOutroSeconds: 60 }, hashtags: ['wellness', 'YouTube', 'healthy lifestyle'] },
};
