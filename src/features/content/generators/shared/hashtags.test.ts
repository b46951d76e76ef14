// Hashtags a person would type: the phrase glued whole ("#MorningMobilityForRunnersJourney")
// is the failure these guard against, in the social posts and the video scripts alike.

import { describe, expect, it } from 'vitest';
import { EN } from '../languages/en/index.ts';
import { generateSocialPosts } from '../social/generate-social-posts.ts';
import { collectHashtags, hashtagOf, hashtagsOf, tagWordsOf } from './hashtags.ts';

const WORDS = tagWordsOf(EN.social);
const fitsRule = (tag: string) => /^#[\p{L}\p{N}]+$/u.test(tag) && tag.length < 20 && (tag.match(/\p{Lu}+[^\p{Lu}]*/gu) ?? []).length <= 3;

describe('hashtags', () => {
  it('tags a short phrase whole and keeps an acronym in capitals', () => {
    expect(hashtagOf('hot stone massage')).toBe('#HotStoneMassage');
    expect(hashtagOf('HIIT class')).toBe('#HIITClass');
    expect(hashtagOf('gentle morning mobility')).toBeUndefined();
  });

  it('splits a long keyword into its parts instead of gluing it', () => {
    expect(hashtagsOf('morning mobility for runners', WORDS, EN.grammar)).toEqual(['#MorningMobility', '#Runners']);
    expect(hashtagsOf('yin yoga Port Louis', WORDS, EN.grammar)).toEqual(['#YinYoga', '#PortLouis']);
    expect(hashtagsOf('restorative yoga Grand Baie', WORDS, EN.grammar)).toEqual(['#RestorativeYoga', '#GrandBaie']);
  });

  it('counts one tag once whatever its case, and never tags a word the notes forbid', () => {
    expect(collectHashtags(['Yin Yoga', 'yin yoga', 'detox retreat', 'sleep'], 5, WORDS, { avoid: ['detox'] })).toEqual(['#YinYoga', '#Sleep']);
  });

  it('gives a social post for long keywords only tags of one to three words under 20 characters', () => {
    const { hashtags } = generateSocialPosts(
      { platforms: ['instagram'], targetAudience: 'runners', keywords: ['morning mobility for runners', 'pilates Cape Town'], numHashtags: 30 },
      { profile: { business_name: 'Stride Mobility and Strength Collective', wellness_specialties: ['Strength Training'] } },
    );
    expect(hashtags).toHaveLength(30);
    expect(hashtags.filter((tag) => !fitsRule(tag))).toEqual([]);
    expect(hashtags.slice(0, 4)).toEqual(['#MorningMobility', '#Runners', '#PilatesCapeTown', '#CapeTown']);
    expect(hashtags.join(' ')).not.toMatch(/#MorningMobilityFor|Journey.*Journey/);
  });

  it('never tags a bare general word: #Center, #Studio, #Session say nothing', () => {
    expect(collectHashtags(['Meditation Center', 'Center', 'studio', 'Class', 'sessions', 'sound bath'], 5, WORDS)).toEqual(['#MeditationCenter', '#SoundBath']);
    const { hashtags } = generateSocialPosts(
      { platforms: ['instagram'], targetAudience: 'beginners', topic: 'Breathwork for beginners', numHashtags: 30 },
      { profile: { business_name: 'Quiet Hour', business_type: 'meditation-center', wellness_specialties: ['Sound Healing'] } },
    );
    expect(hashtags.filter((tag) => /^#(?:Center|Studio|Class|Session)s?$/i.test(tag))).toEqual([]);
  });

  it('tags a post on a topic typed as a clause or a question by its noun phrases, never a verb or a question word', () => {
    const cases: [string, string][] = [
      ['How gentle stretching after work helps you unwind', '#GentleStretching'],
      ['What happens at a reiki session', '#ReikiSession'],
      ["Ravi's breathwork circles are moving to Thursdays", '#BreathworkCircles'],
      ['Why cold water swimming boosts your mood', '#ColdWaterSwimming'],
    ];
    for (const [topic, first] of cases) {
      const { hashtags } = generateSocialPosts({ platforms: ['instagram'], targetAudience: 'beginners', topic, numHashtags: 10 }, { profile: { business_name: 'Quiet Hour' } });
      expect(hashtags[0], topic).toBe(first);
      expect(hashtags.join(' '), topic).not.toMatch(/#(?:How|Why|What)|Helps|Happens|Boosts|Moving|#Are|StretchingAfter|WorkHelps|Ravi/);
    }
  });
});
