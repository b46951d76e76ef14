// A video script never states a studio fact its form or the brand profile does not
// give: no price, schedule, level, membership, guide, testimonial or claim about
// students. The forms are typed as studios type them in a hurry.

import { describe, expect, it } from 'vitest';
import { VIDEO_DURATIONS, VIDEO_TYPES } from '#domain/media-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { generate } from './video-generators.ts';
import type { VideoScript, VideoScriptInput } from './video-types.ts';

const MESSY_FORMS: VideoScriptInput[] = [
  { topic: 'hip openers!!', videoType: 'social-reel', duration: '15-30s', audience: '', tone: '', keyPoints: '- \n* pigeon\n\n1) breathe' },
  { topic: 'MORNING FLOW', videoType: 'yoga-class', duration: '20-30min', audience: '  ', tone: 'energetic', keyPoints: '' },
  { topic: 'sleep better', videoType: 'wellness-tip', duration: '60s', audience: 'mums', tone: 'Professional', keyPoints: 'no screens\nwarm shower' },
  { topic: 'what our members say', videoType: 'testimonial', duration: '3-5min', audience: '', tone: 'warm', keyPoints: 'Sophie: sleeps better' },
  { topic: 'pranayama 101', videoType: 'educational', duration: '3-5min', audience: '', tone: 'Energetic', keyPoints: '' },
  { topic: 'body scan', videoType: 'meditation', duration: '10-15min', audience: '', tone: 'calm', keyPoints: '' },
  { topic: 'yin yoga', videoType: 'youtube', duration: '10-15min', audience: '', tone: 'Educational', keyPoints: 'what is yin\nhow long to hold' },
  { topic: 'ayurveda basics', videoType: 'course-module', duration: '15-30s', audience: '', tone: '', keyPoints: 'doshas' },
];

/** Studio facts no form above gives. */
const INVENTED: [string, RegExp][] = [
  ['a price', /(Rs|\$|€|£)\s?\d|\bprices?\b|\bit is free\b|\bfor free\b|\bfree (class|session|trial)/i],
  ['a schedule', /\b(every|each) (week|day|month|morning|evening)\b|\bweekly\b|\blive class/i],
  ['a level', /\ball levels\b|\bbeginners?\b|\banyone can\b|\bno (special )?(equipment|experience)\b|for everyone/i],
  ['a membership or a community', /\bmembers?\b|\bmembership\b|\bcommunity\b/i],
  ['a guide or a link', /\bguides?\b|\blink is below\b|\bwe will answer\b/i],
  ['research or results', /\bresearch\b|\bevidence\b|\bless than (a|five) minutes?\b|\bit works\b|better than most|most people/i],
];

const textOf = (s: VideoScript) => [s.title, s.hook, s.intro, ...s.main_content, s.call_to_action, s.description].join('\n');

describe('a video script states only the facts it was given', () => {
  const contexts: [string, GeneratorContext][] = [
    ['a new account', {}],
    ['a studio with its profile', STUDIO],
  ];
  for (const form of MESSY_FORMS) {
    it.each(contexts)(`${form.videoType} "${form.topic}", for %s`, (_who, ctx) => {
      for (const variant of [0, 1, 2]) {
        const text = textOf(generate('video', form, ctx, { variant }));
        for (const [fact, pattern] of INVENTED) {
          // The user's own topic may say it ("what our members say"): only the script's own words count.
          const own = text.replaceAll(form.topic.trim(), '').replace(/what our members say/gi, '');
          expect(own.match(pattern)?.[0], `${fact} in: ${own}`).toBeUndefined();
        }
      }
    });
  }

  it('never writes "for everyone" for a form with no audience, in any type or length', () => {
    for (const { value: videoType } of VIDEO_TYPES) {
      for (const { value: duration } of VIDEO_DURATIONS.slice(0, 4)) {
        const text = textOf(generate('video', { topic: 'slow breathing', videoType, duration, audience: '', tone: 'Calm', keyPoints: '' }, STUDIO));
        expect(text, `${videoType} ${duration}`).not.toMatch(/\bfor everyone\b|everyone will/i);
      }
    }
  });

  it('keeps what the form does give: the audience it names, levels included', () => {
    const form: VideoScriptInput = { topic: 'gentle yoga', videoType: 'yoga-class', duration: '3-5min', audience: 'complete beginners', tone: 'Calm', keyPoints: '' };
    const text = textOf(generate('video', form, STUDIO));
    expect(text).toContain('made for complete beginners');
    expect(text).toContain('Lotus Flow Studio');
  });
});
