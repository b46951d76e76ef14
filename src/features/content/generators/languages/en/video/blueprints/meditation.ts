// A guided meditation: settle, one guided stretch per key point, return.

import { forWhom } from '../audience.ts';
import { titleTopic, topicFocus } from '../topic-name.ts';
import { rotate } from '../rotate.ts';
import { inSentence, upperFirst } from '../../grammar/script-text.ts';
import type { TypeBlueprint } from '../../../../video/video-blueprint.ts';

/** A topic that gives its own length ("a five-minute body scan") is not given a second one. */
const statesLength = (topic: string) => /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty)[- ](minute|min|second)s?\b/i.test(topic);

export const MEDITATION: TypeBlueprint = {
  title: (v) => {
    const length = statesLength(v.topic) ? '' : `${v.LengthAdjective} `;
    const topic = titleTopic(v);
    if (/^(?:how|why|what|when|where)\b/i.test(topic)) return `${topic}: A ${length}Guided Meditation`;
    return /meditat/i.test(topic) ? `${length}${topic}` : `${length}Guided Meditation for ${topic}`;
  },
  hook: (v) =>
    ({
      calm: 'Pause for a moment. This is your space to breathe.',
      energetic: `Give me ${v.length} and you will feel the difference.`,
      expert: `Just ${v.length} of guided attention can change how your day feels.`,
      warm: `Let's take ${v.length} together, just for you.`,
    })[v.family],
  secondHook: (v) =>
    ({
      calm: 'Let everything slow down for a moment.',
      energetic: `Take ${v.length} and reset your mind.`,
      expert: `Let's train attention for ${v.length}, gently.`,
      warm: 'Make yourself comfortable: this time is yours.',
    })[v.family],
  intro: (v) => ({
    lead: v.compact
      ? "Welcome. Let's breathe together."
      : `Welcome to this ${statesLength(v.topic) ? '' : `${v.lengthAdjective} `}guided meditation on ${v.topic}${v.business ? ` from ${v.business}` : ''}${forWhom(v, ', made for')}.`,
    more: [
      'Find a position where you can be both comfortable and alert.',
      'Let your eyes close, or rest your gaze softly on the floor.',
      'Let your hands rest wherever they feel natural.',
      'There is nothing to fix and nothing to achieve here.',
      'Take one deep breath in through the nose, and let it go with a sigh.',
      'Allow the sounds around you to come and go.',
    ],
    weight: 0,
  }),
  beats: (v, points) => [
    {
      label: 'Settling in',
      lead: v.compact ? 'Breathe in slowly.' : 'Bring your attention to the breath, just as it is.',
      more: [
        'Feel the cool air as you breathe in and the warm air as you breathe out.',
        'Let the shoulders drop away from the ears.',
        'Soften the forehead, the jaw and the space between the eyebrows.',
        'Let the breath find its own gentle rhythm.',
      ],
      weight: 1,
    },
    ...points.map((point) => {
      const focus = inSentence(point);
      return {
        label: upperFirst(point),
        lead: v.compact ? '' : `Now gently turn your attention to ${focus}.`,
        more: v.compact ? rotate([`Rest with ${focus}.`, 'Breathe in.', 'Breathe out.', 'Soften.'], []) : rotate([
          `Breathe in, and notice ${focus} without trying to change it.`,
          'Breathe out, and let the body soften a little more.',
          `If the mind wanders, that is fine; simply come back to ${focus}.`,
          'Feel the rise and fall of the belly as you rest here.',
          'Notice any sensations: warmth, weight, tingling or stillness.',
          'Let each exhale be slightly longer than the inhale.',
          `Stay here, breathing easily, with ${focus} as your anchor.`,
          'Notice the small pause between one breath and the next.',
        ]),
        weight: 2,
      };
    }),
    {
      label: 'Returning',
      lead: v.compact ? '' : 'Slowly begin to return to the room.',
      more: [
        'Deepen the breath a little.',
        'Let small movements come back into the fingers and toes.',
        'Notice the surface beneath you once more.',
      ],
      tail: v.compact ? 'Open your eyes.' : 'When you are ready, let your eyes open.',
      weight: 1,
    },
  ],
  defaultPoints: (v) => [topicFocus(v), 'the natural breath', 'a slow body scan', 'kindness toward yourself', 'the sounds around you'],
  outro: (v) => ({
    lead: v.compact ? '' : 'Thank you for taking this time for yourself.',
    more: ['Carry this calm with you into the next hour.', 'You can return to this feeling with a single breath.'],
    tail: v.compact
      ? 'Save this for your next calm moment.'
      : 'Come back to this meditation whenever you need it, and follow for more practices.',
    weight: 0,
  }),
  summary: (v) => `A ${statesLength(v.topic) ? '' : `${v.lengthAdjective} `}guided meditation on ${v.topic}${forWhom(v, ' for')}: settle in, rest your attention, and return refreshed.`,
};
