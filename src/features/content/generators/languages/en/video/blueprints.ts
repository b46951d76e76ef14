// The English blueprint of each video type.

import type { VideoType } from '#domain/media-options.ts';
import { COURSE_MODULE } from './blueprints/course-module.ts';
import { EDUCATIONAL } from './blueprints/educational.ts';
import { MEDITATION } from './blueprints/meditation.ts';
import { SOCIAL_REEL } from './blueprints/social-reel.ts';
import { TESTIMONIAL } from './blueprints/testimonial.ts';
import { WELLNESS_TIP } from './blueprints/wellness-tip.ts';
import { YOGA_CLASS } from './blueprints/yoga-class.ts';
import { YOUTUBE } from './blueprints/youtube.ts';
import { topicAgain } from './topic-name.ts';
import type { Blueprint, TypeBlueprint } from '../../../video/video-blueprint.ts';

const OWN: Record<VideoType, TypeBlueprint> = {
  'yoga-class': YOGA_CLASS,
  meditation: MEDITATION,
  'wellness-tip': WELLNESS_TIP,
  testimonial: TESTIMONIAL,
  educational: EDUCATIONAL,
  youtube: YOUTUBE,
  'social-reel': SOCIAL_REEL,
  'course-module': COURSE_MODULE,
};

/** Every type names its topic again the same way. */
export const BLUEPRINTS = Object.fromEntries(Object.entries(OWN).map(([type, own]) => [type, { ...own, topicAgain }])) as Record<VideoType, Blueprint>;
