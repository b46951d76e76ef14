// A social reel: a punchy hook, short beats, a one-line call to action.

import { forWhom } from '../audience.ts';
import { titleTopic, topicFocus } from '../topic-name.ts';
import { rotate } from '../rotate.ts';
import { upperFirst } from '../../grammar/script-text.ts';
import type { TypeBlueprint } from '../../../../video/video-blueprint.ts';

const BEAT_LINES = [
  'Breathe slowly through your nose.',
  'Let your shoulders soften.',
  'Stay here for a few breaths.',
  'Notice how your body feels.',
  'Move gently and never force it.',
  'Keep your jaw relaxed.',
  'Let each exhale be a little longer.',
  'Feel your feet, or your seat, on the ground.',
  'Keep the movement small and easy.',
  'Soften your face and your hands.',
  'Pause here and breathe.',
  'Let your breath set the pace.',
];

export const SOCIAL_REEL: TypeBlueprint = {
  title: (v) => `${titleTopic(v)} in ${v.length.replace(/\b\w/g, (c) => c.toUpperCase())}`,
  hook: (v) =>
    ({
      calm: `Pause. Breathe. ${upperFirst(v.topic)}.`,
      energetic: `Stop scrolling! ${upperFirst(v.topic)} in ${v.length}.`,
      expert: `${upperFirst(v.topic)}: the ${v.lengthAdjective} version.`,
      warm: `Try this with me: ${v.topic}!`,
    })[v.family],
  secondHook: (v) =>
    ({
      calm: `Slow down with me: ${v.topic}.`,
      energetic: `Got ${v.length}? Let's do ${v.topic}!`,
      expert: `Here is ${v.topic}, step by step.`,
      warm: `Join me for ${v.topic}, right now.`,
    })[v.family],
  intro: () => ({
    lead: 'Save this for later.',
    more: ['Follow along wherever you are.', 'Go at your own pace.'],
    weight: 0,
  }),
  beats: (_v, points) =>
    points.map((point, index) => ({
      label: `Beat ${index + 1}`,
      lead: `${upperFirst(point)}.`,
      more: rotate(BEAT_LINES, undefined, index * 2),
      weight: 1,
    })),
  defaultPoints: (v) => [topicFocus(v), 'take one slow breath', 'notice what has changed', 'repeat it tomorrow', 'share it with a friend'],
  outro: () => ({
    lead: 'Done!',
    more: ['That is the whole practice.'],
    tail: 'Save this and share it with a friend who needs it!',
    weight: 0,
  }),
  summary: (v) => `This reel covers ${v.topic} in ${v.length}. It is short and simple${forWhom(v, ', made for')}.`,
};
