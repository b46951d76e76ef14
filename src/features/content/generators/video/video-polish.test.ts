// The failures a polished video script must not show: a bold template that reads like
// a serene one, a regenerated take that repeats the one before, a title too long to read.

import { describe, expect, it } from 'vitest';
import { VIDEO_DURATIONS, VIDEO_TYPES } from '#domain/media-options.ts';
import { densityProblems, headlineProblems, sharedSentenceShare } from '../polish/measures.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { BOLD, SERENE } from '../shared/tone-templates.fixture.ts';
import { generateVideoScript } from './generate-video-script.ts';
import type { VideoScript, VideoScriptInput } from './video-types.ts';

const INPUTS = [
  { topic: 'hip openers for runners', audience: 'marathon runners', tone: 'Calm', keyPoints: 'Low lunge\nPigeon pose\nBreath' },
  { topic: 'better sleep', audience: '', tone: 'Warm', keyPoints: '' },
  { topic: 'prenatal yin', audience: 'expecting mothers', tone: 'Gentle', keyPoints: 'Side lying rest\nSupported child pose' },
];

const spoken = (s: VideoScript) => [s.title, s.hook, s.intro, ...s.main_content, s.call_to_action].join('\n');
const inputsOf = (input: (typeof INPUTS)[number]) => [input.topic, input.audience, input.keyPoints];
const write = (input: (typeof INPUTS)[number], videoType: string, duration: string, ctx: GeneratorContext) =>
  generateVideoScript({ ...input, videoType, duration } as VideoScriptInput, ctx);

describe('the video script follows the tone template', () => {
  const cases = [
    ...['60s', '3-5min', '10-15min'].flatMap((d) => [['educational', d], ['youtube', d]]),
    ['yoga-class', '60s'],
    ['meditation', '60s'],
    ['testimonial', '3-5min'],
    ['social-reel', '60s'],
  ];
  for (const [videoType, duration] of cases as [string, string][]) {
      it(`${videoType}, ${duration}: serene and bold change at least half the sentences`, () => {
        for (const input of INPUTS) {
          const serene = spoken(write(input, videoType, duration, { ...STUDIO, toneTemplate: SERENE }));
          const bold = spoken(write(input, videoType, duration, { ...STUDIO, toneTemplate: BOLD }));
          expect(1 - sharedSentenceShare(serene, bold, inputsOf(input)), input.topic).toBeGreaterThanOrEqual(0.5);
        }
      });
  }
});

describe('a client testimonial', () => {
  it('opens each story beat with its own prompt, and never coaches the viewer through a workout at its close', () => {
    for (const toneTemplate of [SERENE, BOLD]) {
      const s = write(INPUTS[0]!, 'testimonial', '3-5min', { ...STUDIO, toneTemplate });
      // Each beat's first prompt, its key point taken out: the shape of the question, not its subject.
      const questions = s.main_content.map((beat) => {
        const point = (/– ([^:]+):/.exec(beat)?.[1] ?? '').toLowerCase();
        // After the beat's lead ("Let's talk about X."), its first prompt to the client.
        const first = beat.replace(/^[^:]*: /, '').split(/(?<=[.?!]) /)[1] ?? '';
        return first.toLowerCase().replaceAll(point, 'X');
      });
      expect(new Set(questions).size, `${toneTemplate.name}: ${questions.join(' | ')}`).toBe(questions.length);
      expect(s.call_to_action).not.toMatch(/you did the work|keep the streak|finish(ed)? strong/i);
    }
  });
});

describe('a regenerated video script is a rewrite', () => {
  for (const videoType of ['educational', 'youtube', 'social-reel', 'meditation']) {
    for (const duration of ['10-15min']) {
      it(`${videoType}, ${duration}: takes 1-3 each share at most 30% with the take before`, () => {
        for (const input of INPUTS) {
          for (const toneTemplate of [SERENE, BOLD]) {
            const takes = [0, 1, 2, 3].map((variant) => spoken(write(input, videoType, duration, { ...STUDIO, toneTemplate, variant })));
            for (let v = 1; v < takes.length; v += 1) {
              expect(sharedSentenceShare(takes[v - 1]!, takes[v]!, inputsOf(input)), `${input.topic} ${toneTemplate.name} take ${v}`).toBeLessThanOrEqual(0.3);
            }
          }
        }
      });
    }
  }

  it('opens each take with another hook and closes it with another call to action', () => {
    for (const toneTemplate of [SERENE, BOLD]) {
      const takes = [0, 1, 2, 3].map((variant) => write(INPUTS[0]!, 'educational', '3-5min', { ...STUDIO, toneTemplate, variant }));
      for (let v = 1; v < takes.length; v += 1) {
        expect(takes[v]!.hook).not.toBe(takes[v - 1]!.hook);
        expect(takes[v]!.call_to_action).not.toBe(takes[v - 1]!.call_to_action);
      }
    }
  });
});

describe('video titles', () => {
  it('are at most 70 characters for every type, duration and take', () => {
    const long = { topic: 'gentle morning mobility and breathing routine for busy office workers', audience: 'office workers who sit all day at a desk', tone: 'Calm', keyPoints: '' };
    for (const { value: videoType } of VIDEO_TYPES) {
      for (const { value: duration } of VIDEO_DURATIONS) {
        for (const variant of [0, 1, 2, 3]) {
          for (const input of [...INPUTS, long]) {
            const { title } = write(input, videoType, duration, { ...STUDIO, toneTemplate: BOLD, variant });
            expect(title.length, title).toBeLessThanOrEqual(70);
          }
        }
      }
    }
  });
});

describe('a long topic', () => {
  const long = {
    topic: 'How mat pilates builds a stronger back, steadier posture and calmer breathing when you practise twice a week',
    audience: 'beginners who have tried a gym, felt lost there and want a small class',
    tone: 'Calm',
    keyPoints: '',
  };

  it('is named in titles by a whole clause, with at most one stock ending', () => {
    for (const { value: videoType } of VIDEO_TYPES) {
      for (const variant of [0, 1, 2]) {
        const { title } = write({ ...long, audience: 'beginners' }, videoType, '3-5min', { ...STUDIO, variant });
        expect(headlineProblems(title, [long.topic]), title).toEqual([]);
        expect(title, title).not.toMatch(/\b(?:a|for|builds|stronger|and|the)$/i);
      }
    }
  });

  it('is said whole no more often than the script\'s length allows, then by its short form', () => {
    for (const { value: videoType } of VIDEO_TYPES) {
      const s = write(long, videoType, '3-5min', { ...STUDIO, toneTemplate: SERENE });
      const text = [s.hook, s.intro, ...s.main_content, s.call_to_action, s.description].join('\n');
      expect(densityProblems(text, long.topic), videoType).toEqual([]);
    }
  });
});
