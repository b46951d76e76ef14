import { describe, expect, it } from 'vitest';
import { VIDEO_DURATIONS, VIDEO_TYPES } from '#domain/media-options.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { defaultPointCount, generateVideoScript, splitKeyPoints } from './generate-video-script.ts';
import type { VideoScript, VideoScriptInput } from './video-types.ts';

const ctx: GeneratorContext = {
  profile: { business_name: 'Serenity Studio', website_url: 'https://serenity.example', seo_keywords: ['yin yoga'] },
};

const KEY_POINTS = 'Hip openers\nShoulder release\n- Breath awareness';

function script(input: Partial<VideoScriptInput>): VideoScript {
  return generateVideoScript(
    { topic: 'gentle morning stretch', videoType: 'educational', duration: '3-5min', audience: 'busy parents', tone: 'Calm', keyPoints: KEY_POINTS, ...input },
    ctx,
  );
}

/** Words as counted by a listener: whitespace-separated tokens with a letter or digit. */
const words = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
const spoken = (s: VideoScript) => [s.hook, s.intro, ...s.main_content, s.call_to_action].join(' ');

describe('generateVideoScript timing and length, for every type and duration', () => {
  for (const { value: videoType } of VIDEO_TYPES) {
    for (const duration of VIDEO_DURATIONS) {
      for (const keyPoints of [KEY_POINTS, '']) {
        it(`${videoType}, ${duration.value}, ${keyPoints ? 'with' : 'without'} key points`, () => {
          const s = script({ videoType, duration: duration.value, keyPoints });
          const t = s.timing_seconds;
          expect(t.total).toBe(duration.seconds);
          expect(t.intro + t.main + t.outro).toBe(duration.seconds);
          expect(t.intro).toBeGreaterThan(0);
          expect(t.outro).toBeGreaterThan(0);
          expect(s.main_content_seconds).toHaveLength(s.main_content.length);
          expect(s.main_content_seconds.reduce((a, b) => a + b, 0)).toBe(t.main);
          const clock = (n: number) => `${Math.floor(n / 60)}:${String(n % 60).padStart(2, '0')}`;
          expect(s.timing).toEqual({
            total_duration: clock(t.total),
            intro: `0:00-${clock(t.intro)}`,
            main: `${clock(t.intro)}-${clock(t.intro + t.main)}`,
            outro: `${clock(t.intro + t.main)}-${clock(t.total)}`,
          });

          const target = Math.round(duration.seconds * 2.3);
          expect(s.target_word_count).toBe(target);
          expect(s.word_count).toBe(words(spoken(s)));
          expect(Math.abs(s.word_count - target) / target).toBeLessThanOrEqual(0.15);
        });
      }
    }
  }
});

describe('the video description', () => {
  it('names the topic in its summary however often the script said it, for every type and duration', () => {
    for (const { value: videoType } of VIDEO_TYPES) {
      for (const duration of VIDEO_DURATIONS) {
        const s = script({ videoType, duration: duration.value, topic: 'morning breathwork' });
        const summary = s.description.split('\n\n')[0] ?? '';
        expect(summary.toLowerCase(), `${videoType} ${duration.value}`).toContain('morning breathwork');
      }
    }
  });
});

describe('generateVideoScript structure', () => {
  const labelsOf = (s: VideoScript) => s.main_content.map((entry) => entry.slice(0, entry.indexOf(':')));

  it('writes one main entry per key point, in order, for every type', () => {
    for (const { value: videoType } of VIDEO_TYPES) {
      const s = script({ videoType, duration: '10-15min' });
      // Reels label beats "Beat n" and say the point first; the others name it in the label.
      const names = (entry: string, point: string) =>
        entry.startsWith('Beat ') ? entry.includes(`: ${point}.`) : entry.slice(0, entry.indexOf(':')).includes(point);
      const positions = ['Hip openers', 'Shoulder release', 'Breath awareness'].map((point) =>
        s.main_content.findIndex((entry) => names(entry, point)),
      );
      expect(positions.every((position) => position >= 0), videoType).toBe(true);
      expect([...positions].sort((a, b) => a - b), videoType).toEqual(positions);
      expect(new Set(positions).size, videoType).toBe(3);
    }
  });

  it('gives a yoga class a warm-up, one flow per point and a cool-down into Savasana', () => {
    const s = script({ videoType: 'yoga-class', duration: '20-30min' });
    expect(labelsOf(s)).toEqual(['Warm-up', 'Flow 1 – Hip openers', 'Flow 2 – Shoulder release', 'Flow 3 – Breath awareness', 'Cool-down & Savasana']);
    expect(s.main_content[4]).toMatch(/Savasana and let the whole body be still\.$/);
    expect(s.title).toMatch(/^Gentle Morning Stretch\b.*\b25-Minute Yoga Class$/);
  });

  it('gives a meditation one length: the topic\'s own, when it states one', () => {
    const s = script({ videoType: 'meditation', topic: 'a five-minute body scan', audience: 'beginners' });
    expect(s.intro).toContain('Welcome to this guided meditation on a five-minute body scan from Serenity Studio, made for beginners.');
    expect(`${s.title} ${s.intro} ${s.description}`).not.toMatch(/\d+-minute/i);
    expect(script({ videoType: 'meditation', topic: 'a body scan' }).intro).toMatch(/this \d+-minute guided meditation on a body scan/);
  });

  it('interviews a named client about what changed for them, and reads well with a topic that is a clause', () => {
    const s = script({ videoType: 'testimonial', duration: '60s', topic: 'what our members say', keyPoints: 'Sophie: sleeps better\nMarc: less back pain' });
    const text = spoken(s);
    expect(s.hook).not.toMatch(/about what our members say|what our members say story/);
    expect(s.main_content[0]).toMatch(/^Story beat 1 – Sophie: /);
    expect(text).toContain('What helped you sleep better?');
    expect(text).toContain('What helped you get to less back pain?');
    expect(text).not.toMatch(/sophie|about sophie|Tell us about Sophie: sleeps better/);
  });

  it('keeps a reel short and punchy', () => {
    const s = script({ videoType: 'social-reel', duration: '15-30s', tone: 'Energetic' });
    expect(s.hook).toBe('Stop scrolling! Gentle morning stretch in 30 seconds.');
    expect(words(s.hook)).toBeLessThanOrEqual(8);
    expect(s.main_content.every((entry) => words(entry) <= 25)).toBe(true);
    expect(s.title).toBe('Gentle Morning Stretch in 30 Seconds');
  });

  it('opens a course module with learning objectives and ends with a knowledge check and recap', () => {
    const s = script({ videoType: 'course-module', duration: '20-30min' });
    expect(labelsOf(s)).toEqual(['Learning objectives', 'Lesson 1 – Hip openers', 'Lesson 2 – Shoulder release', 'Lesson 3 – Breath awareness', 'Knowledge check', 'Module recap']);
    expect(s.main_content[0]).toContain('you will be able to explain hip openers, shoulder release and breath awareness');
    expect(s.description).toContain('Chapters:\n0:00 Intro\n');
  });

  it('lists YouTube chapters with rising timestamps that match the timing', () => {
    const s = script({ videoType: 'youtube', duration: '10-15min' });
    const chapters = s.description.split('Chapters:\n')[1]?.split('\n\n')[0]?.split('\n') ?? [];
    expect(chapters.map((line) => line.replace(/^\S+ /, ''))).toEqual(['Intro', 'Hip openers', 'Shoulder release', 'Breath awareness', 'Wrap-up']);
    const seconds = chapters.map((line) => {
      const [m, sec] = (line.split(' ')[0] ?? '').split(':').map(Number);
      return (m ?? 0) * 60 + (sec ?? 0);
    });
    expect(seconds[1]).toBe(s.timing_seconds.intro);
    expect(seconds[4]).toBe(s.timing_seconds.intro + s.timing_seconds.main);
    expect([...seconds].sort((a, b) => a - b)).toEqual(seconds);
  });

  it('writes beats from the topic when there are no key points', () => {
    expect([30, 60, 240, 720, 1500, 3000].map(defaultPointCount)).toEqual([2, 2, 3, 4, 5, 5]);
    const s = script({ videoType: 'educational', duration: '10-15min', keyPoints: '' });
    expect(labelsOf(s)).toEqual([
      'Point 1 – The basics of gentle morning stretch',
      'Point 2 – The benefits of gentle morning stretch',
      'Point 3 – Safe practice',
      'Point 4 – Common myths',
      'Recap',
    ]);
  });

  it('builds the description and hashtags from the inputs and the brand', () => {
    const s = script({ videoType: 'wellness-tip', duration: '60s' });
    expect(s.description).toContain('• Hip openers\n• Shoulder release\n• Breath awareness');
    expect(s.description).toContain('Created by Serenity Studio. Learn more at https://serenity.example.');
    // "gentle morning stretch" glued whole is 21 characters: its head pair leads instead.
    expect(s.hashtags[0]).toBe('#MorningStretch');
    expect(s.hashtags).toEqual(expect.arrayContaining(['#WellnessTips', '#HipOpeners', '#YinYoga', '#SerenityStudio']));
    expect(new Set(s.hashtags.map((tag) => tag.toLowerCase())).size).toBe(s.hashtags.length);
    expect(s.hashtags.length).toBeLessThanOrEqual(10);
    expect(s.hashtags.every((tag) => /^#[\p{L}\p{N}]+$/u.test(tag) && tag.length < 20)).toBe(true);
  });

  it('is deterministic', () => {
    expect(script({ videoType: 'meditation', duration: '45-60min' })).toEqual(script({ videoType: 'meditation', duration: '45-60min' }));
  });
});

describe('splitKeyPoints', () => {
  it('takes one point per line without list markers or blanks, at most ten', () => {
    expect(splitKeyPoints(' - Breathe \n\n2. Stretch\n• Rest\n')).toEqual(['Breathe', 'Stretch', 'Rest']);
    expect(splitKeyPoints(Array.from({ length: 12 }, (_, i) => `Point ${i}`))).toHaveLength(10);
  });
});

describe('generateVideoScript takes', () => {
  it('the next take of the same form opens with another hook and says other sentences, for every type', () => {
    for (const { value: videoType } of VIDEO_TYPES) {
      const first = generateVideoScript({ topic: 'slow breathing', videoType, duration: '60s', audience: '', tone: 'Calm', keyPoints: '' }, { ...ctx, variant: 0 });
      const next = generateVideoScript({ topic: 'slow breathing', videoType, duration: '60s', audience: '', tone: 'Calm', keyPoints: '' }, { ...ctx, variant: 1 });
      expect(next.hook, videoType).not.toBe(first.hook);
      expect(next.main_content, videoType).not.toEqual(first.main_content);
      expect(next.timing_seconds.total).toBe(first.timing_seconds.total);
    }
  });
});

describe('key points that carry facts', () => {
  const input: VideoScriptInput = {
    topic: 'Solstice retreat by the lagoon',
    videoType: 'wellness-tip',
    duration: '60s',
    audience: 'our members',
    tone: 'calming',
    keyPoints: ['Breathe slowly before sleep', '19-21 June, Rs 12,500 pp', 'Book on WhatsApp +230 5712 3456'],
  };

  it('are said as they are in the call to action and listed in the description, never made into a tip to try', () => {
    const script = generateVideoScript(input, {});
    // Before, "Try 19-21 June, Rs 12,500 pp." and "Pair book on WhatsApp +230 5712 3456 with something you already do".
    expect(script.main_content.join(' ')).not.toMatch(/12,500|5712/);
    expect(script.call_to_action).toContain('19-21 June, Rs 12,500 pp.');
    expect(script.call_to_action).toContain('Book on WhatsApp +230 5712 3456.');
    expect(script.description).toContain('• 19-21 June, Rs 12,500 pp');
    expect(script.main_content.join(' ')).toMatch(/breathe slowly before sleep/i);
  });

  it('come from a brief too', () => {
    const script = generateVideoScript({ ...input, keyPoints: [] }, { brief: { price: 'Rs 12,500 per person', booking: 'WhatsApp +230 5712 3456' } });
    expect(script.call_to_action).toContain('Price: Rs 12,500 per person.');
    expect(script.call_to_action).toContain('To book: WhatsApp +230 5712 3456.');
  });
});

describe('a video type the tool does not know', () => {
  it('gets the general script instead of an error', () => {
    const unknown = script({ videoType: 'podcast' as VideoScriptInput['videoType'] });
    expect(unknown.main_content.length).toBeGreaterThan(0);
    expect(unknown).toEqual(script({ videoType: 'educational' }));
  });
});
