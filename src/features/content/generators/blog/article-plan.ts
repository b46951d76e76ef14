// Which themes an article covers, in which order: it opens with why or benefits,
// dwells early on the theme its voice likes, takes the others in the title's order
// and (for longer articles) ends on how the business can help.

import type { Rng } from '../shared/seed.ts';
import { shuffle } from '../shared/seed.ts';
import type { ThemeKey } from '../languages/language-pack.ts';
import { TOPIC_THEMES, VOICE_THEME } from '../shared/themes/topic-themes.ts';
import type { Theme } from '../shared/themes/theme.ts';
import type { Voice } from '../shared/voice.ts';

export function sectionCount(targetWords: number): number {
  return Math.min(6, Math.max(3, Math.round(targetWords / 250) + 1));
}

/**
 * The article's themes. The order is drawn once per title and voice (`rng`); each
 * variant takes the next themes in it, so a second take is about different
 * things, not the same sections reshuffled.
 */
export function planThemes(targetWords: number, voice: Voice, rng: Rng, themes: Readonly<Record<ThemeKey, Theme>>, variant = 0): Theme[] {
  const count = sectionCount(targetWords);
  const [first] = shuffle(rng, TOPIC_THEMES.slice(0, 2));
  const favourite = VOICE_THEME[voice];
  // After the opening theme and the voice's own, the others come in the title's order, so no theme is in nearly every article.
  const others = shuffle(
    rng,
    TOPIC_THEMES.filter((t) => t !== first && t !== favourite),
  );
  const ordered = [first as ThemeKey, favourite, ...others];
  const unique = ordered.filter((theme, index) => ordered.indexOf(theme) === index);
  const topics = count < 4 ? count : count - 1;
  const start = (variant * topics) % unique.length;
  const taken = [...unique.slice(start), ...unique.slice(0, start)];
  if (count < 4) return taken.slice(0, count).map((key) => themes[key]);
  return [...taken.slice(0, topics).map((key) => themes[key]), themes.studio];
}
