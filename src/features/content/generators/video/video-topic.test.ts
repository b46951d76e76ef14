// A topic typed as a sentence is named in a video by what it is about: titles said
// "Guided Meditation for Yoga Nidra Helps" and "Give Me Zoë's Classes Are Back", later
// mentions "yoga nidra helps"; tags were "#HelpsTired", "#WhatHappens".

import { describe, expect, it } from 'vitest';
import { VIDEO_TYPES } from '#domain/media-options.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { generateVideoScript } from './generate-video-script.ts';

const CLAUSES = [
  { topic: 'How gentle stretching after a long shift helps nurses sleep deeper and wake rested', about: 'Gentle Stretching', cut: /\bstretching helps\b(?! nurses sleep deeper and wake rested)/i },
  { topic: 'Why cold water swimming boosts your mood through the darker winter months', about: 'Cold Water Swimming', cut: /\bswimming boosts\b(?! your mood)/i },
  { topic: "Ravi's breathwork circles are back", about: "Ravi's Breathwork Circles", cut: /\bcircles are back\b/i },
  { topic: 'What happens at a sound healing session', about: 'Sound Healing Session', cut: /\bwhat happens\b(?! at a sound healing session)/i },
];

const write = (topic: string, videoType: string, variant: number) =>
  generateVideoScript({ topic, videoType: videoType as never, duration: '3-5min', audience: 'shift workers', tone: 'Calm', keyPoints: '' }, { ...STUDIO, variant });

describe('a video on a topic typed as a clause', () => {
  it('names it in every title by its subject, never by the clause cut after the verb', () => {
    for (const { topic, about, cut } of CLAUSES) {
      for (const { value: videoType } of VIDEO_TYPES) {
        for (const variant of [0, 1, 2]) {
          const { title } = write(topic, videoType, variant);
          expect(title, `${topic} ${videoType}`).not.toMatch(cut);
          expect(title.toLowerCase(), `${topic} ${videoType}`).toContain(about.toLowerCase());
        }
      }
    }
  });

  it('refers back to it by its subject in what is said, never by a fragment of the clause', () => {
    for (const { topic, cut } of CLAUSES) {
      for (const { value: videoType } of VIDEO_TYPES) {
        const s = write(topic, videoType, 0);
        expect([s.hook, s.intro, ...s.main_content, s.call_to_action, s.description].join('\n'), `${topic} ${videoType}`).not.toMatch(cut);
      }
    }
  });

  it('tags it by its noun phrases, never a verb, a question word or a pair across two phrases', () => {
    for (const { topic } of CLAUSES) {
      const { hashtags } = write(topic, 'educational', 0);
      expect(hashtags.join(' '), topic).not.toMatch(/#(?:How|Why|What)|Helps|Boosts|Happens|AreBack|#Are|Nurses?Sleep|WakeRested|ShiftHelps|YourMood/);
    }
  });
});
