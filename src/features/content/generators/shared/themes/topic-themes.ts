// The themes an article is planned from, and the one each voice likes to dwell on;
// their headings and sentences come from the language pack.

import type { ThemeKey } from '../../languages/language-pack.ts';
import type { Voice } from '../voice.ts';

/** The themes an article or page section can be about (general and studio are handled apart). */
export const TOPIC_THEMES: readonly ThemeKey[] = ['why', 'benefits', 'start', 'routine', 'mistakes', 'science', 'mindset', 'home'];

/** The theme each voice likes to dwell on, placed early in an article. */
export const VOICE_THEME: Record<Voice, ThemeKey> = {
  professional: 'routine',
  friendly: 'home',
  inspiring: 'mindset',
  expert: 'science',
  calming: 'mindset',
  energetic: 'start',
};
