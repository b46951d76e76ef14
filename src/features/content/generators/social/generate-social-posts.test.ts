import { describe, expect, it } from 'vitest';
import { HASHTAG_COUNTS, PLATFORMS, SOCIAL_TONES, SOCIAL_WORD_COUNTS } from '#domain/studio-options.ts';
import { countWords } from '../shared/count-words.ts';
import { expectNoSlots, STUDIO, validationError, withinTenPercent } from '../shared/studio-context.fixture.ts';
import { generateSocialPosts, type SocialInput } from './generate-social-posts.ts';

const base: SocialInput = {
  platforms: ['instagram', 'facebook', 'linkedin'],
  topic: 'Morning yoga before work',
  targetAudience: 'busy mums',
  keywords: ['morning yoga', 'self-care'],
  numHashtags: 10,
  wordCount: 100,
  tone: 'Calming & Mindful',
  callToAction: 'Join our next class',
};

const LONG_SOURCE = 'We opened our doors ten years ago with one small room, a kettle and a handful of mats. '.repeat(40);
const withoutTags = (text: string) => text.replace(/#\S+/g, '');

describe('generateSocialPosts', () => {
  it('writes one post per chosen platform, in order', () => {
    expect(generateSocialPosts(base, STUDIO).posts.map((p) => p.platform)).toEqual(['instagram', 'facebook', 'linkedin']);
    expect(generateSocialPosts({ ...base, platforms: ['linkedin'] }, STUDIO).posts.map((p) => p.platform)).toEqual(['linkedin']);
  });

  it.each(HASHTAG_COUNTS)('lists exactly %i unique hashtags, keywords first', (numHashtags) => {
    const { hashtags } = generateSocialPosts({ ...base, numHashtags }, STUDIO);
    expect(hashtags).toHaveLength(numHashtags);
    expect(new Set(hashtags.map((t) => t.toLowerCase())).size).toBe(numHashtags);
    for (const tag of hashtags) expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
    expect(hashtags.slice(0, 2)).toEqual(['#MorningYoga', '#SelfCare']);
  });

  it('builds hashtags from specialties and the business name too, and defaults to 10', () => {
    const { hashtags } = generateSocialPosts({ ...base, numHashtags: undefined }, STUDIO);
    expect(hashtags).toHaveLength(10);
    expect(hashtags).toEqual(expect.arrayContaining(['#VinyasaYoga', '#LotusFlowStudio']));
    expect(generateSocialPosts({ ...base, numHashtags: 30, keywords: ['yoga'] }, {}).hashtags).toHaveLength(30);
  });

  it('takes the first hashtag from the topic when no keyword is given', () => {
    const { hashtags } = generateSocialPosts({ ...base, keywords: [], topic: 'Our new full moon sound bath with Ravi' }, STUDIO);
    // Four words are too many for one tag: the practice and its occasion are tagged apart.
    expect(hashtags.slice(0, 2)).toEqual(['#SoundBath', '#FullMoon']);
    expect(hashtags).not.toContain('#SoundBathTips');
    expect(generateSocialPosts({ ...base, keywords: [], topic: 'SOLSTICE RETREAT 19-21 June' }, STUDIO).hashtags[0]).toBe('#SolsticeRetreat');
  });

  it.each(PLATFORMS.map((p) => [p.value, p.characterLimit] as const))(
    'keeps every %s post within %i characters, even with long source text, 30 hashtags and 200 words',
    (platform, limit) => {
      for (const wordCount of SOCIAL_WORD_COUNTS) {
        for (const sourceText of ['', LONG_SOURCE]) {
          const { posts } = generateSocialPosts({ ...base, platforms: [platform], sourceText, numHashtags: 30, wordCount }, STUDIO);
          const post = posts[0];
          expect(post?.text.length).toBeLessThanOrEqual(limit);
          expect(post?.characterCount).toBe(post?.text.length);
          expect(post?.characterLimit).toBe(limit);
          expectNoSlots(post?.text ?? '');
        }
      }
    },
  );

  it('comes near the word count where the character limit allows it', () => {
    for (const wordCount of SOCIAL_WORD_COUNTS) {
      const { posts } = generateSocialPosts({ ...base, platforms: ['instagram', 'linkedin'], wordCount }, STUDIO);
      for (const post of posts) expect(withinTenPercent(countWords(withoutTags(post.text)), wordCount), `${post.platform} ${wordCount}`).toBe(true);
    }
    const facebook = generateSocialPosts({ ...base, platforms: ['facebook'], wordCount: 50 }, STUDIO).posts[0];
    expect(withinTenPercent(countWords(withoutTags(facebook?.text ?? '')), 50)).toBe(true);
  });

  it('never cuts the source text at a character count: a long text without facts is not half-quoted', () => {
    for (const post of generateSocialPosts({ ...base, sourceText: LONG_SOURCE }, STUDIO).posts) {
      expect(post.text).not.toContain('…');
      expect(post.text).not.toContain('We opened our doors');
    }
  });

  it('puts news (a day, a time, a price) right after the hook, in the studio’s own voice, with every fact kept', () => {
    const news = 'Full moon sound bath led by Ravi on Friday 12 December at 7pm, Rs 800. Bring a blanket.';
    for (const post of generateSocialPosts({ ...base, sourceText: news }, STUDIO).posts) {
      const blocks = post.text.split('\n\n');
      expect(blocks[1], post.platform).toBe(news);
      expect(post.text).not.toContain('“');
    }
  });

  it('uses the topic, the keywords, audience, call to action and business', () => {
    const { posts } = generateSocialPosts(base, STUDIO);
    for (const post of posts) {
      expect(post.text).toContain('Morning yoga before work');
      expect(post.text.toLowerCase()).toMatch(/morning yoga|self-care/);
      expect(post.text).toContain('busy mums');
      expect(post.text).toContain('Join our next class');
      expect(post.text).toContain('Lotus Flow Studio');
    }
    expect(posts[2]?.text).toContain('?');
  });

  it('adds emoji only when asked', () => {
    const emoji = /\p{Extended_Pictographic}/u;
    expect(generateSocialPosts({ ...base, includeEmojis: true }, STUDIO).posts[0]?.text).toMatch(emoji);
    expect(generateSocialPosts({ ...base, includeEmojis: false }, STUDIO).posts[0]?.text).not.toMatch(emoji);
    const preferNone = { ...STUDIO, preferences: { social: { default_platform: 'instagram' as const, include_hashtags: true, max_hashtags: 10, include_emojis: false, character_optimization: true } } };
    expect(generateSocialPosts(base, preferNone).posts[0]?.text).not.toMatch(emoji);
  });

  it('changes wording with the tone, and is deterministic', () => {
    const texts = SOCIAL_TONES.map((tone) => generateSocialPosts({ ...base, tone }, STUDIO).posts[0]?.text);
    expect(new Set(texts).size).toBe(SOCIAL_TONES.length);
    expect(generateSocialPosts(base, STUDIO)).toEqual(generateSocialPosts(base, STUDIO));
    expect(generateSocialPosts({ ...base, keywords: ['breathwork'] }, STUDIO)).not.toEqual(generateSocialPosts(base, STUDIO));
  });

  const expected = { title: 'Missing Information', description: 'Please select a platform, enter target audience, and add at least one keyword.' };

  it('needs a platform and a target audience', () => {
    expect(validationError(() => generateSocialPosts({ ...base, platforms: [] }, STUDIO))).toEqual(expected);
    expect(validationError(() => generateSocialPosts({ ...base, targetAudience: '  ' }, STUDIO))).toEqual(expected);
  });

  it('needs a keyword when nothing else says what the post is about (no topic, no source text, no brief)', () => {
    expect(validationError(() => generateSocialPosts({ ...base, topic: ' ', keywords: [] }, STUDIO))).toEqual(expected);
    expect(generateSocialPosts({ ...base, topic: ' ' }, STUDIO).posts).toHaveLength(3);
    expect(generateSocialPosts({ ...base, keywords: [] }, STUDIO).posts).toHaveLength(3);
    expect(generateSocialPosts({ ...base, topic: '', keywords: [], sourceText: 'Yin on Tuesday at 6pm, Rs 500.' }, STUDIO).posts).toHaveLength(3);
    const brief = { ...STUDIO, brief: { title: 'Solstice Retreat by the lagoon', starts_on: '2026-06-19' } };
    expect(generateSocialPosts({ ...base, topic: '', keywords: [] }, brief).posts[0]?.text).toContain('Solstice Retreat by the lagoon');
  });
});
