// A social reel: a punchy hook, short beats, a one-line call to action.

import { rotate } from '../sentence-pool.ts';
import { inSentence, upperFirst } from '../script-vars.ts';
import type { Blueprint } from '../video-blueprint.ts';

export const SOCIAL_REEL: Blueprint = {
  shares: { intro: 0.12, outro: 0.15, maxIntroSeconds: 20, maxOutroSeconds: 15 },
  hashtags: ['#reels', '#wellnessreels', '#selfcare'],
  title: (v) => `${v.Topic} in ${v.length.replace(/\b\w/g, (c) => c.toUpperCase())}`,
  hook: (v) =>
    ({
      calm: `Pause. Breathe. ${upperFirst(v.topic)}.`,
      energetic: `Stop scrolling! ${upperFirst(v.topic)} in ${v.length}.`,
      expert: `${upperFirst(v.topic)}: the ${v.lengthAdjective} version.`,
      warm: `Try this ${v.topic} with me!`,
    })[v.family],
  intro: () => ({
    lead: 'Save this for later.',
    more: ['No equipment needed.', 'Anyone can do it.'],
    weight: 0,
  }),
  beats: (_v, points) =>
    points.map((point, index) => ({
      label: `Beat ${index + 1}`,
      lead: `${upperFirst(point)}.`,
      more: rotate([`Feel ${inSentence(point)} working?`, 'Breathe in.', 'Breathe out.', 'Keep it simple.', 'Do it daily.', 'Easy, right?']),
      weight: 1,
    })),
  defaultPoints: (v) => [v.topic, 'one slow breath', 'feel the change', 'repeat tomorrow', 'share the calm'],
  outro: () => ({
    lead: 'Done!',
    more: ['Told you it was easy.'],
    tail: 'Save this and share it with a friend who needs it!',
    weight: 0,
  }),
  summary: (v) => `${upperFirst(v.topic)} in ${v.length}. Quick, simple, and made for ${v.audience}.`,
};
