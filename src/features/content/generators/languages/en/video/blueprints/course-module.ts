// A course module: learning objectives, one lesson per key point, a knowledge
// check and a recap.

import { forWhom } from '../audience.ts';
import { titleTopic } from '../topic-name.ts';
import { inSentence, listPhrase, upperFirst } from '../../grammar/script-text.ts';
import type { Section, TypeBlueprint } from '../../../../video/video-blueprint.ts';
import { explainPool } from './educational.ts';

function closingBeats(topic: string, ideas: readonly string[]): Section[] {
  return [
    {
      label: 'Knowledge check',
      lead: 'Before we finish, pause the video and answer these questions.',
      more: [...ideas.map((idea) => `What is one way you could use ${idea} this week?`), `What would you tell a friend about ${topic}?`],
      weight: 1,
    },
    {
      label: 'Module recap',
      lead: `Let's recap: ${listPhrase(ideas)}.`,
      more: ['Complete the practice task before moving on.', 'Revisit any lesson whenever you need to.'],
      weight: 1,
    },
  ];
}

export const COURSE_MODULE: TypeBlueprint = {
  title: (v) => `Module: ${titleTopic(v)}`,
  hook: (v) => (v.compact ? `Let's make ${v.topic} simple.` : `By the end of this module, ${v.topic} will feel clear and doable.`),
  secondHook: (v) => (v.compact ? `Here is ${v.topic}, in short.` : `This module takes ${v.topic} one lesson at a time.`),
  intro: (v) => ({
    lead: v.compact ? 'Welcome to this module.' : `Welcome to this module on ${v.topic}${v.business ? ` from ${v.business}` : ''}${forWhom(v, ', designed for')}.`,
    more: [
      'Have a notebook ready for the reflection questions.',
      'Pause the video whenever you want to practise.',
      'Each lesson builds on the one before, so take them in order.',
    ],
    weight: 0,
  }),
  beats: (v, points) => {
    const ideas = points.map(inSentence);
    return [
      {
        label: 'Learning objectives',
        lead: v.compact
          ? `Goal: ${listPhrase(ideas)}.`
          : `By the end of this module you will be able to explain ${listPhrase(ideas)}, and put each one into practice.`,
        more: v.compact ? [] : ['Each lesson ends with a short practice you can do today.', 'You will also check your understanding before we finish.'],
        weight: 1,
      },
      ...points.map((point, index) => ({
        label: `Lesson ${index + 1} – ${upperFirst(point)}`,
        lead: v.compact ? '' : `In this lesson we focus on ${inSentence(point)}.`,
        more: explainPool(inSentence(point), v.topic, v.compact),
        weight: 2,
      })),
      // Short modules keep the objectives and lessons only.
      ...(v.compact ? [] : closingBeats(v.topic, ideas)),
    ];
  },
  defaultPoints: () => ['the foundations', 'daily practice', 'safe practice and common mistakes', 'building a routine', 'tracking your progress'],
  outro: (v) => ({
    lead: v.compact ? '' : 'Well done on completing this module.',
    more: ['Take a moment to note one thing you learned.', 'Your progress is built one module at a time.'],
    tail: v.compact ? 'Complete the practice task next.' : 'Complete the practice task before the next module, and write down any questions you have.',
    weight: 0,
  }),
  summary: (v) => `A structured course module on ${v.topic}${forWhom(v, ' for')}, with clear learning objectives, lessons, a knowledge check and a recap.`,
};
