// A YouTube video: hook, channel intro, one chapter per key point (the description
// lists chapter timestamps), like-and-subscribe close.

import { forWhom } from '../audience.ts';
import { titleTopic, topicFocus } from '../topic-name.ts';
import { inSentence, upperFirst } from '../../grammar/script-text.ts';
import type { TypeBlueprint } from '../../../../video/video-blueprint.ts';
import { explainPool } from './educational.ts';

export const YOUTUBE: TypeBlueprint = {
  title: (v) => `${titleTopic(v)}: What You Need to Know`,
  hook: (v) =>
    ({
      calm: `If ${v.topic} has been on your mind, stay with me: this video makes it simple.`,
      energetic: `By the end of this video you will know exactly how to start ${v.topic}!`,
      expert: `Here is what the basics of ${v.topic} really look like, without the hype.`,
      warm: `If you have ever wondered about ${v.topic}, stick around: by the end you will know where to start.`,
    })[v.family],
  secondHook: (v) =>
    ({
      calm: `Let's take a slow, clear look at ${v.topic}.`,
      energetic: `Let's get straight into ${v.topic}!`,
      expert: `This video breaks ${v.topic} down, chapter by chapter.`,
      warm: `Grab a cup of tea: today we explore ${v.topic}.`,
    })[v.family],
  intro: (v) => ({
    lead: v.compact ? 'Welcome!' : `Hi, and thank you for joining us${v.business ? ` at ${v.business}` : ''}. Today we are talking about ${v.topic}${forWhom(v, ', for')}.`,
    more: [
      'If you are new here, subscribe for more practical wellness videos.',
      'This video is split into chapters, so feel free to jump ahead.',
      'Let me know in the comments what you would like to see next.',
    ],
    weight: 0,
  }),
  beats: (v, points) =>
    points.map((point, index) => ({
      label: `Chapter ${index + 1} – ${upperFirst(point)}`,
      lead: v.compact ? '' : index === 0 ? `First up: ${inSentence(point)}.` : `Next up: ${inSentence(point)}.`,
      more: explainPool(inSentence(point), v.topic, v.compact),
      weight: 1,
    })),
  defaultPoints: (v) => [`the basics of ${topicFocus(v)}`, `the benefits of ${topicFocus(v)}`, 'getting started', 'mistakes to avoid', 'a simple weekly plan'],
  outro: (v) => ({
    lead: v.compact ? '' : 'And that is it for today.',
    more: ['Tell me in the comments which chapter helped you most.', 'Check the description for everything mentioned in this video.'],
    tail: v.compact ? 'Like and subscribe for more!' : 'If this helped, give it a like, subscribe and tap the bell so you never miss a new video.',
    weight: 0,
  }),
  summary: (v) => `${upperFirst(v.topic)}, explained${forWhom(v, ' for')} in clear chapters you can jump between.`,
};
