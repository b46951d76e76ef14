import { describe, expect, it } from 'vitest';
import { BLOG_TONES, BLOG_WORD_COUNTS } from '#domain/studio-options.ts';
import { countWords } from '../shared/count-words.ts';
import { expectNoSlots, STUDIO, validationError, withinTenPercent, withPersonality } from '../shared/studio-context.fixture.ts';
import { type BlogArticleInput, generateBlogArticle } from './generate-blog-article.ts';

const base: BlogArticleInput = {
  title: 'Yoga for Stress Relief: A Gentle Guide',
  keywords: ['stress relief', 'yoga for beginners'],
  wordCount: 800,
  tone: 'Professional & Informative',
  targetAudience: 'busy professionals',
};

const KEYWORD_SETS = [['meditation'], ['stress relief', 'yoga for beginners', 'sleep'], ['yoga', 'meditation', 'breathwork', 'ayurveda', 'sleep', 'stress', 'gut health', 'pilates', 'reiki', 'sound healing']];
const PERSONALITIES = [{}, { spiritual_practical: 0, detailed_concise: 0, formal_casual: 0 }, { spiritual_practical: 100, detailed_concise: 100, calm_energetic: 100 }];

function words(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

describe('generateBlogArticle', () => {
  it.each(BLOG_WORD_COUNTS)('lands within 10%% of %i words for every tone, keyword set and personality', (wordCount) => {
    for (const tone of BLOG_TONES) {
      for (const [i, keywords] of KEYWORD_SETS.entries()) {
        const article = generateBlogArticle({ ...base, wordCount, tone, keywords }, withPersonality(PERSONALITIES[i] ?? {}));
        const count = countWords(article);
        expect(withinTenPercent(count, wordCount), `${tone} / ${keywords.length} keywords: ${count} words`).toBe(true);
      }
    }
  });

  it('is markdown with an H1, an introduction, several H2 sections and a closing call to action', () => {
    const article = generateBlogArticle(base, STUDIO);
    const blocks = article.split('\n\n');
    expect(blocks[0]).toBe(`# ${base.title}`);
    expect(blocks[1]).not.toMatch(/^#/);
    expect(words(article, /^## /gm)).toBeGreaterThanOrEqual(4);
    expect(words(article, /^# /gm)).toBe(1);
    const last = blocks[blocks.length - 1] ?? '';
    expect(last).toContain('Lotus Flow Studio');
    expect(last).toMatch(/book|join|welcome/i);
    expectNoSlots(article);
  });

  it('uses every keyword, the audience, the business, its services and specialties', () => {
    const keywords = KEYWORD_SETS[2] ?? [];
    const article = generateBlogArticle({ ...base, keywords, wordCount: 1000 }, STUDIO).toLowerCase();
    for (const keyword of keywords) expect(article).toContain(keyword);
    expect(article).toContain('busy professionals');
    expect(article).toContain('lotus flow studio');
    expect(article).toContain('group classes');
    expect(article).toMatch(/vinyasa yoga|yin yoga|breathwork/);
  });

  it('uses the keywords naturally: spread through the article, not stuffed', () => {
    const article = generateBlogArticle(base, STUDIO).toLowerCase();
    const sections = article.split('\n## ');
    expect(sections.filter((s) => s.includes('stress relief') || s.includes('yoga for beginners')).length).toBeGreaterThanOrEqual(3);
    const density = (words(article, /stress relief/g) * 2) / countWords(article);
    expect(density).toBeLessThan(0.04);
  });

  it('changes its wording with each of the six tones', () => {
    const articles = BLOG_TONES.map((tone) => generateBlogArticle({ ...base, tone }, STUDIO));
    expect(new Set(articles).size).toBe(6);
    const closingHeading = (article: string) => article.split('\n').filter((line) => line.startsWith('## ')).pop();
    expect(new Set(articles.map(closingHeading)).size).toBeGreaterThan(3);
    expect(words(articles[5] ?? '', /!/g)).toBeGreaterThan(words(articles[0] ?? '', /!/g));
  });

  it('shifts vocabulary with the brand personality sliders', () => {
    const article = (p: Parameters<typeof withPersonality>[0]) => generateBlogArticle({ ...base, wordCount: 1200 }, withPersonality(p));
    const spiritualWords = /\b(spirit|sacred|soul|ritual|homecoming|inward|stillness|prana|intention)\w*/gi;
    const practicalWords = /\b(calendar|routine|track\w*|measurable|schedule|budget|timer|progress)\b/gi;
    const spiritual = article({ spiritual_practical: 0 });
    const practical = article({ spiritual_practical: 100 });
    expect(words(spiritual, spiritualWords)).toBeGreaterThan(words(practical, spiritualWords));
    expect(words(practical, practicalWords)).toBeGreaterThan(words(spiritual, practicalWords));

    expect(words(article({ calm_energetic: 100 }), /!/g)).toBeGreaterThan(words(article({ calm_energetic: 0 }), /!/g));

    const contractions = /\b(you're|it's|don't|can't|we're|let's|isn't|you'll|there's)\b/gi;
    expect(words(article({ formal_casual: 100 }), contractions)).toBeGreaterThan(0);
    for (const tone of BLOG_TONES) {
      const formal = generateBlogArticle({ ...base, tone }, withPersonality({ formal_casual: 0 }));
      expect(words(formal, contractions), tone).toBe(0);
    }

    const paragraphLength = (text: string) => {
      const paragraphs = text.split('\n\n').filter((p) => !/^(#|- )/.test(p));
      return countWords(paragraphs.join(' ')) / paragraphs.length;
    };
    expect(paragraphLength(article({ detailed_concise: 100 }))).toBeLessThan(paragraphLength(article({ detailed_concise: 0 })));
  });

  it('adds a reflective question when the tone template asks for questions', () => {
    const withQuestions = generateBlogArticle(base, {
      ...STUDIO,
      toneTemplate: {
        id: 't',
        user_id: 'u',
        name: 'Questions',
        description: '',
        brand_voice_settings: { spiritual_practical: 50, calm_energetic: 50, formal_casual: 50, detailed_concise: 50 },
        content_preferences: { include_questions: true, use_personal_pronouns: true, include_call_to_action: true, emotional_tone: 'encouraging' },
        is_default: false,
        created_at: '2025-01-01T00:00:00Z',
      },
    });
    const intro = withQuestions.split('\n## ')[0] ?? '';
    expect(intro).toContain('?');
  });

  it('is deterministic, and different keywords give a different article', () => {
    const a = generateBlogArticle(base, STUDIO);
    expect(generateBlogArticle(base, STUDIO)).toBe(a);
    expect(generateBlogArticle({ ...base, keywords: ['ayurveda', 'sleep'] }, STUDIO)).not.toBe(a);
  });

  it('writes a complete article for a new account with nothing in the profile', () => {
    const article = generateBlogArticle({ title: 'Why Breathwork Works', keywords: ['breathwork'], wordCount: 600, tone: 'Calming & Meditative' });
    expect(withinTenPercent(countWords(article), 600)).toBe(true);
    expectNoSlots(article);
    expect(article).toContain('our studio');
  });

  it('needs a selected title and a tone', () => {
    const expected = { title: 'Missing Information', description: 'Please select a title and choose a tone.' };
    expect(validationError(() => generateBlogArticle({ ...base, title: ' ' }, STUDIO))).toEqual(expected);
    expect(validationError(() => generateBlogArticle({ ...base, tone: '' }, STUDIO))).toEqual(expected);
  });
});
