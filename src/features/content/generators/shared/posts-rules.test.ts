// The failures the blog, newsletter and social rules prevent: a newsletter topic of ten
// words printed four times, a subject carrying it whole, an article stuffing its keyword,
// two stacked stock endings, every post opening "Made for ... from all of us at ...".

import { describe, expect, it } from 'vitest';
import { densityProblems, headlineProblems } from '../polish/measures.ts';
import { EN } from '../languages/en/index.ts';
import { generateBlogArticle } from '../blog/generate-blog-article.ts';
import { generateNewsletter } from '../newsletter/generate-newsletter.ts';
import { generateSocialPosts } from '../social/generate-social-posts.ts';
import { headlineFaults } from './headline.ts';

const MUMS = { profile: { business_name: 'Bloom Mothers', primary_services: ['Group Classes'], wellness_specialties: ['Postnatal Yoga'] } };
const LONG_TOPIC = 'Gentle ways for new mums to return to exercise after a first baby';

describe('blog, newsletter and social rules', () => {
  it('names a long newsletter topic once, then refers back, with a subject and preview under 70 characters', () => {
    for (const template of ['Weekly Wellness Digest', 'Wellness Tips & Tricks', 'Mindfulness Monday']) {
      const n = generateNewsletter({ topic: LONG_TOPIC, template, audience: 'new mums' }, MUMS);
      expect(n.content.toLowerCase().split(LONG_TOPIC.toLowerCase()).length - 1, template).toBe(1);
      for (const line of [n.subject, n.preview]) expect(headlineProblems(line, [LONG_TOPIC]), line).toEqual([]);
    }
  });

  it('keeps an article keyword at most twice per 300 words and under 2.5%', () => {
    for (const keyword of ['postnatal yoga', 'pelvic floor', 'burnout']) {
      const article = generateBlogArticle({ title: 'Yoga After a Baby', keywords: [keyword], wordCount: 1000, tone: 'Warm & Personal' }, MUMS);
      expect(densityProblems(article, keyword), keyword).toEqual([]);
    }
  });

  it('refuses a headline with two stock endings or a whole six-word field', () => {
    expect(headlineFaults(EN.grammar, 'Yin Yoga Made Easy: What You Need to Know')).toContain('stock');
    expect(headlineFaults(EN.grammar, 'Yoga for New Mums Returning to Exercise After Their First Baby', ['new mums returning to exercise after their first baby'])).toContain('field');
    expect(headlineFaults(EN.grammar, 'Yin Yoga Made Easy')).toEqual([]);
  });

  it('no longer opens every post "Made for ... from all of us at ..."', () => {
    const outputs = ['yin yoga', 'sound bath', 'pilates', 'breathwork', 'hot stone massage'].flatMap((keyword, i) =>
      [0, 1].map((variant) => {
        const input = { platforms: ['instagram', 'linkedin'] as const, keywords: [keyword], targetAudience: 'busy mums', callToAction: `Book ${keyword} now` };
        const { posts } = generateSocialPosts(input, { ...MUMS, variant: variant + i });
        return { text: posts.map((p) => p.text.replace(/#\S+/g, '')).join('\n'), inputs: [keyword, input.callToAction, 'busy mums', 'Bloom Mothers'] };
      }),
    );
    expect(outputs.filter((o) => /Made for .* from all of us/.test(o.text))).toEqual([]);
  });
});
