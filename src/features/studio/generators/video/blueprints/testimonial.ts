// A client testimonial: a narrated opening, then one interview beat per key point,
// with questions that let the client tell their story in their own words (the
// script never invents a client's quote).

import { rotate } from '../sentence-pool.ts';
import { inSentence, upperFirst } from '../script-vars.ts';
import type { Blueprint } from '../video-blueprint.ts';

export const TESTIMONIAL: Blueprint = {
  shares: { intro: 0.12, outro: 0.12, maxIntroSeconds: 60, maxOutroSeconds: 45 },
  hashtags: ['#clientstory', '#testimonial', '#wellnessjourney'],
  title: (v) => `Client Story: ${v.Topic}`,
  hook: (v) =>
    ({
      calm: `Real change is often quiet. Here is one client's ${v.topic} story.`,
      energetic: `What does real change look like? One client's ${v.topic} story!`,
      expert: `What does ${v.topic} change in practice? A client tells us.`,
      warm: `We asked one of our clients about ${v.topic}. Here is what they said.`,
    })[v.family],
  intro: (v) => ({
    lead: v.compact ? 'Meet one of our clients.' : `Today we hear from a member of the ${v.business ?? 'studio'} community about ${v.topic}.`,
    more: [
      'Their story is their own, told in their own words.',
      'If you have ever felt unsure where to start, this one is for you.',
      `It is a story ${v.audience} will recognise.`,
    ],
    weight: 0,
  }),
  beats: (v, points) =>
    points.map((point, index) => {
      const moment = inSentence(point);
      return {
        label: `Story beat ${index + 1} – ${upperFirst(point)}`,
        lead: v.compact ? '' : `Let's talk about ${moment}.`,
        more: rotate(
          [
            `Tell us about ${moment}, in your own words.`,
            `What stands out when you think about ${moment}?`,
            `How would you describe ${moment} to a friend?`,
            `What is one detail about ${moment} that others might not expect?`,
            'What surprised you most along the way?',
            'How do you feel about it today?',
          ],
          ['Looking back,', 'And', 'So,', 'In one sentence,'],
        ),
        weight: 1,
      };
    }),
  defaultPoints: () => ['life before your first session', 'your first session', 'what changed for you', 'what you would tell a beginner'],
  outro: (v) => ({
    lead: v.compact ? '' : 'Thank you for sharing your story with us.',
    more: ['Every journey starts with one session.', 'Your story could be next.'],
    tail: v.compact
      ? 'Book your first session today.'
      : `Ready to start your own story? Book a first session${v.business ? ` with ${v.business}` : ''}; the link is below.`,
    weight: 0,
  }),
  summary: (v) => `A client shares their ${v.topic} story in their own words: where they started, what changed, and their advice for ${v.audience}.`,
};
