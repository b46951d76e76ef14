// Which themes an article covers, in which order: it opens with why or benefits,
// dwells early on the theme its voice likes, and (for longer articles) ends on
// how the business can help.

import type { Rng } from '../shared/seed.ts';
import { shuffle } from '../shared/seed.ts';
import { STUDIO_THEME } from '../shared/themes/studio-mindset.ts';
import { TOPIC_THEMES, VOICE_THEME } from '../shared/themes/topic-themes.ts';
import type { Theme } from '../shared/themes/theme.ts';
import type { Voice } from '../shared/voice.ts';

export function sectionCount(targetWords: number): number {
  return Math.min(6, Math.max(3, Math.round(targetWords / 250) + 1));
}

export function planThemes(targetWords: number, voice: Voice, rng: Rng): Theme[] {
  const count = sectionCount(targetWords);
  const [first, ...rest] = shuffle(rng, TOPIC_THEMES.slice(0, 2));
  const favourite = VOICE_THEME[voice];
  const others = shuffle(
    rng,
    TOPIC_THEMES.filter((t) => t !== first && t !== favourite && !rest.includes(t)),
  );
  const ordered = [first as Theme, ...(favourite === first ? [] : [favourite]), ...rest, ...others];
  const unique = ordered.filter((theme, index) => ordered.indexOf(theme) === index);
  if (count < 4) return unique.slice(0, count);
  return [...unique.slice(0, count - 1), STUDIO_THEME];
}
