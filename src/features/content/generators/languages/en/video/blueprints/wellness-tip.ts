// A wellness tip: a quick why, then one practical step per key point.

import { forWhom } from '../audience.ts';
import { titleTopic, topicFocus } from '../topic-name.ts';
import { rotate } from '../rotate.ts';
import { inSentence, upperFirst } from '../../grammar/script-text.ts';
import type { TypeBlueprint } from '../../../../video/video-blueprint.ts';

export const WELLNESS_TIP: TypeBlueprint = {
  title: (v) => `${titleTopic(v)}: A Simple Wellness Tip${v.forAudience}`,
  hook: (v) =>
    ({
      calm: `One small habit can change how you feel: ${v.topic}.`,
      energetic: `Stop scrolling! Here is a quick tip: ${v.topic}.`,
      expert: `Today's habit is worth your time: ${v.topic}.`,
      warm: `Want an easy win today? Let's talk about ${v.topic}.`,
    })[v.family],
  secondHook: (v) =>
    ({
      calm: `Here is a gentle habit to try: ${v.topic}.`,
      energetic: `Try this today: ${v.topic}!`,
      expert: `Here is a practical habit to test: ${v.topic}.`,
      warm: `Here is a small thing that can help: ${v.topic}.`,
    })[v.family],
  intro: (v) => ({
    lead: v.compact ? (v.audienceGiven ? `For ${v.audience}:` : '') : `Here is today's tip${v.business ? ` from ${v.business}` : ''}${forWhom(v, ' for')}, all about ${v.topic}.`,
    more: [
      'It is simple, and you can start today.',
      'Small habits like this add up faster than you think.',
      'Start wherever you are, at your own pace.',
    ],
    weight: 0,
  }),
  beats: (v, points) =>
    points.map((point, index) => {
      const step = inSentence(point);
      return {
        label: `Tip ${index + 1} – ${upperFirst(point)}`,
        lead: v.compact ? `Try ${step}.` : index === 0 ? `Start with ${step}.` : `Next, ${step}.`,
        more: rotate([
          'Keep it short, so it fits into a busy day.',
          `Pair ${step} with something you already do, like your morning tea.`,
          'Notice how you feel before and after; that is your best measure.',
          `Keep ${step} simple at first, then build on it.`,
          'Consistency matters more than intensity here.',
          `If ${step} feels hard, halve it and keep going.`,
        ]),
        weight: 1,
      };
    }),
  defaultPoints: (v) => [`why ${topicFocus(v)} matters`, `one way to start ${topicFocus(v)} today`, `making ${topicFocus(v)} a daily habit`, `a common mistake with ${topicFocus(v)}`, `noticing how ${topicFocus(v)} makes you feel`],
  outro: (v) => ({
    lead: v.compact ? '' : 'That is it: keep it simple, and keep it going.',
    more: ['Give it one week before you judge it.', 'Share it with someone who could use it too.'],
    tail: v.compact ? 'Follow for more simple tips!' : 'Try this today, tell us in the comments how it went, and follow for more simple wellness tips.',
    weight: 0,
  }),
  summary: (v) => `A quick, practical tip on ${v.topic}${forWhom(v, ' for')}, with small steps you can start today.`,
};
