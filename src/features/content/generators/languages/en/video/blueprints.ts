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
import type { Blueprint } from '../../../video/video-blueprint.ts';

export const BLUEPRINTS: Record<VideoType, Blueprint> = {
  'yoga-class': YOGA_CLASS,
  meditation: MEDITATION,
  'wellness-tip': WELLNESS_TIP,
  testimonial: TESTIMONIAL,
  educational: EDUCATIONAL,
  youtube: YOUTUBE,
  'social-reel': SOCIAL_REEL,
  'course-module': COURSE_MODULE,
};
