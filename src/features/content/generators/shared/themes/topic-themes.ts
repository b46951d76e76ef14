// The themes an article is planned from, and the one each voice likes to dwell on.

import { BENEFITS_THEME, WHY_THEME } from './why-benefits.ts';
import { HOME_THEME } from './home-general.ts';
import { MISTAKES_THEME, SCIENCE_THEME } from './mistakes-science.ts';
import { ROUTINE_THEME, START_THEME } from './start-routine.ts';
import { MINDSET_THEME } from './studio-mindset.ts';
import type { Theme } from './theme.ts';
import type { Voice } from '../voice.ts';

/** The themes an article or page section can be about (general and studio are handled apart). */
export const TOPIC_THEMES: readonly Theme[] = [
  WHY_THEME,
  BENEFITS_THEME,
  START_THEME,
  ROUTINE_THEME,
  MISTAKES_THEME,
  SCIENCE_THEME,
  MINDSET_THEME,
  HOME_THEME,
];

/** The theme each voice likes to dwell on, placed early in an article. */
export const VOICE_THEME: Record<Voice, Theme> = {
  professional: ROUTINE_THEME,
  friendly: HOME_THEME,
  inspiring: MINDSET_THEME,
  expert: SCIENCE_THEME,
  calming: MINDSET_THEME,
  energetic: START_THEME,
};
