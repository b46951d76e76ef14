// An educational video: one explained idea per key point, then a recap.

import { forWhom } from '../audience.ts';
import { titleTopic, topicFocus } from '../topic-name.ts';
import { rotate } from '../rotate.ts';
import { plural } from '../../grammar/numbers.ts';
import { inSentence, listPhrase, upperFirst } from '../../grammar/script-text.ts';
import type { TypeBlueprint } from '../../../../video/video-blueprint.ts';

export function explainPool(idea: string, topic: string, compact: boolean) {
  if (compact) {
    return rotate([
      `Start small with ${idea}.`,
      'A few minutes a day is a fine start.',
      'Consistency beats intensity.',
      'Notice how you feel afterwards.',
      `Pair ${idea} with a habit you already have.`,
      'Aim for regular, not perfect.',
      'Write down one thing you notice.',
      'Small steps add up.',
    ]);
  }
  return rotate([
    `Here is why ${idea} deserves your attention: small changes here shape how you feel from day to day.`,
    `A simple way to picture ${idea} is as a habit you build, not a switch you flip.`,
    `With ${topic}, aim for small and regular rather than big and rare.`,
    `In real life, ${idea} can start with five minutes a day.`,
    `A common mistake with ${idea} is trying to do too much too soon.`,
    `Ask yourself where there is already room for ${idea} in your routine.`,
    `If you remember one thing about ${idea}, make it this: consistency beats intensity.`,
    'Try it this week and notice what changes.',
  ]);
}

export const EDUCATIONAL: TypeBlueprint = {
  title: (v) => `${titleTopic(v)} Explained`,
  hook: (v) =>
    ({
      calm: `Let's slow down and understand ${v.topic}, step by step.`,
      energetic: `In ${v.length} you will see ${v.topic} clearly!`,
      expert: `${upperFirst(v.topic)}, clearly explained: let's get it right.`,
      warm: `Ever wondered how ${v.topic} actually works? Let's find out.`,
    })[v.family],
  secondHook: (v) =>
    ({
      calm: `Let's take ${v.topic} one idea at a time.`,
      energetic: `Let's make ${v.topic} simple, fast!`,
      expert: `Here is what ${v.topic} involves, point by point.`,
      warm: `Let's talk about ${v.topic} and what it can mean for you.`,
    })[v.family],
  intro: (v, points) => ({
    lead: v.compact
      ? `${points.length === 1 ? 'One key idea' : plural(points.length, 'key idea')}, fast.`
      : `In this ${v.lengthAdjective} lesson${forWhom(v, ' for')}, we cover ${points.length === 1 ? 'one key idea' : plural(points.length, 'key idea')} about ${v.topic}.`,
    more: ['Grab a notebook if you like to take notes.', 'Everything here is practical, so you can use it straight away.', 'Pause the video at any point to try things out.'],
    weight: 0,
  }),
  beats: (v, points) => [
    ...points.map((point, index) => ({
      label: `Point ${index + 1} – ${upperFirst(point)}`,
      lead: v.compact ? '' : `Let's look at ${inSentence(point)}.`,
      more: explainPool(inSentence(point), v.topic, v.compact),
      weight: 2,
    })),
    // Short videos have no time for a recap.
    ...(v.compact
      ? []
      : [
          {
            label: 'Recap',
            lead: `To recap: ${listPhrase(points.map(inSentence))}.`,
            more: ['Pick one idea and try it this week.', 'Come back to this video whenever you need a refresher.'],
            weight: 1,
          },
        ]),
  ],
  defaultPoints: (v) => [`the basics of ${topicFocus(v)}`, `the benefits of ${topicFocus(v)}`, 'safe practice', 'common myths', `building ${topicFocus(v)} into your week`],
  outro: (v) => ({
    lead: v.compact ? '' : 'That is the essentials covered.',
    more: ['Learning is the first step; practice is the second.', 'Share your questions below.'],
    tail: v.compact ? 'Save this and follow for more!' : 'Save this video, share it with someone who needs it, and follow for more.',
    weight: 0,
  }),
  summary: (v) => `A clear, practical explanation of ${v.topic}${forWhom(v, ' for')}, with ideas you can use today.`,
};
