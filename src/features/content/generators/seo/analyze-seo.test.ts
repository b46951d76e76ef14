import { describe, expect, it } from 'vitest';
import type { GeneratorContext } from '../shared/context.ts';
import { analyzeSeo } from './analyze-seo.ts';
import { HTML_SNIPPET, MARKDOWN_ARTICLE, THIN_TEXT } from './seo-samples.fixture.ts';
import type { SeoAnalysisResult, SeoInput } from './seo-types.ts';

const ctx: GeneratorContext = {
  profile: { business_name: 'Serenity Studio', primary_services: ['Group Classes', 'Retreats'] },
};

function run(input: Partial<SeoInput>): SeoAnalysisResult {
  return analyzeSeo({ content: '', keywords: [], analysisType: 'existing', tone: 'Professional', ...input }, ctx);
}

const tipTexts = (result: SeoAnalysisResult) => result.optimization_tips.map((tip) => tip.tip);

function expectValidTitles(result: SeoAnalysisResult, keyword: string) {
  expect(result.title_suggestions.length).toBeGreaterThanOrEqual(5);
  for (const title of result.title_suggestions) {
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.toLowerCase()).toContain(keyword.toLowerCase());
  }
}

describe('analyzeSeo on a Markdown article', () => {
  const result = run({ content: MARKDOWN_ARTICLE, keywords: ['yin yoga', 'flexibility', 'hip flexors', 'restorative'] });

  it('measures exact counts and densities over all 160 words', () => {
    expect(result.content_stats.word_count).toBe(160);
    expect(result.keywords.map(({ keyword, count, density, status }) => ({ keyword, count, density, status }))).toEqual([
      { keyword: 'yin yoga', count: 4, density: 2.5, status: 'good' },
      { keyword: 'flexibility', count: 1, density: 0.63, status: 'good' },
      { keyword: 'hip flexors', count: 1, density: 0.63, status: 'good' },
      { keyword: 'restorative', count: 0, density: 0, status: 'low' },
    ]);
  });

  it('reports where each keyword sits', () => {
    expect(result.keywords[0]?.placement).toEqual({
      in_title: true,
      in_first_paragraph: true,
      in_headings: true,
      in_last_paragraph: true,
    });
    expect(result.keywords[1]?.placement).toEqual({
      in_title: false,
      in_first_paragraph: false,
      in_headings: false,
      in_last_paragraph: false,
    });
  });

  it('finds the Markdown headings with their levels and no issue', () => {
    expect(result.header_structure.headings).toEqual([
      { level: 1, text: 'Yin Yoga for Beginners' },
      { level: 2, text: 'Benefits of Yin Yoga' },
      { level: 2, text: 'How to Practise' },
      { level: 3, text: 'Poses to Try' },
      { level: 2, text: 'Before You Begin' },
    ]);
    expect(result.header_structure.issues).toEqual([]);
    expect(result.header_structure.suggested_outline[0]).toEqual({ level: 1, text: 'Yin Yoga for Beginners' });
  });

  it('draws a 120-160 character meta description from the opening, with the keyword', () => {
    const meta = result.meta_description;
    expect(meta.text.startsWith('Yin yoga is a slow, quiet practice where you hold each pose for three to five minutes.')).toBe(true);
    expect(meta.length).toBe(meta.text.length);
    expect(meta.length).toBeGreaterThanOrEqual(120);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta).toMatchObject({ target: 160, status: 'good' });
  });

  it('suggests titles, gaps and links from the article', () => {
    expectValidTitles(result, 'yin yoga');
    expect(result.content_gaps.map((gap) => gap.topic)).toEqual(['How often to practise', 'Frequently asked questions']);
    expect(result.internal_links).toContainEqual({ anchor_text: 'Benefits of Yin Yoga', suggested_slug: 'benefits-of-yin-yoga' });
    expect(result.internal_links.map((link) => link.suggested_slug)).not.toContain('yin-yoga');
  });

  it('calls 160 words thin and mentions nothing it did not measure', () => {
    expect(result.optimization_tips[0]).toEqual({
      priority: 'high',
      category: 'content',
      tip: 'Only 160 words: pages under 300 words rarely rank. Expand to at least 300, and to 1,000+ for a guide.',
    });
    expect(tipTexts(result)).toContain('"restorative" does not appear in the text: use it in the H1, the first paragraph and one H2.');
    expect(tipTexts(result).some((tip) => tip.includes('"yin yoga" density'))).toBe(false);
    expect(result.optimization_tips.some((tip) => tip.category === 'local' || tip.category === 'competitor')).toBe(false);
  });
});

describe('analyzeSeo on an HTML snippet', () => {
  const result = run({
    content: HTML_SNIPPET,
    keywords: ['ayurvedic massage', 'abhyanga'],
    analysisType: 'local',
    location: 'Port Louis',
  });

  it('reads <h1>-<h6> headings and flags the second H1 and the skipped level', () => {
    expect(result.header_structure.headings).toEqual([
      { level: 1, text: 'Ayurvedic Massage in Port Louis' },
      { level: 1, text: 'Book Your Treatment' },
      { level: 2, text: 'What to Expect' },
      { level: 4, text: 'Aftercare' },
    ]);
    expect(result.header_structure.issues.map((issue) => issue.code)).toEqual(['multiple_h1', 'skipped_level']);
    expect(result.header_structure.issues[1]?.message).toBe(
      'Skipped level: H2 "What to Expect" is followed by H4 "Aftercare"; use an H3 there.',
    );
  });

  it('counts words without tags or entities and flags stuffing', () => {
    expect(result.content_stats).toEqual({
      word_count: 41,
      paragraph_count: 2,
      average_paragraph_words: 15,
      longest_paragraph_words: 17,
      heading_count: 4,
    });
    expect(result.keywords.map(({ count, density, status }) => ({ count, density, status }))).toEqual([
      { count: 3, density: 7.32, status: 'high' },
      { count: 0, density: 0, status: 'low' },
    ]);
    expect(result.meta_description.text).toContain('warm herbal oils & slow');
    expect(result.meta_description.text).not.toContain('<');
  });

  it('gives tips from the measurements, with the location for a local analysis', () => {
    const tips = tipTexts(result);
    expect(tips).toContain(
      '"ayurvedic massage" density is 7.32% (3 in 41 words): above 2.5% reads as stuffing; cut to 1 or fewer and use synonyms.',
    );
    expect(tips).toContain('Port Louis appears 1 time: also put it in the title tag and meta description.');
    expect(tips.some((tip) => tip.includes('Serenity Studio') && tip.includes('Google Business Profile'))).toBe(true);
    expect(tips).toContain(result.header_structure.issues[0]?.message);
    expect(result.optimization_tips.map((tip) => tip.priority)).toEqual(
      [...result.optimization_tips.map((tip) => tip.priority)].sort(
        (a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b),
      ),
    );
  });

  it('suggests local titles without repeating the existing one', () => {
    expectValidTitles(result, 'ayurvedic massage');
    expect(result.title_suggestions).toContain('Best Ayurvedic Massage in Port Louis | Serenity Studio');
    expect(result.title_suggestions).not.toContain('Ayurvedic Massage in Port Louis');
  });
});

describe('analyzeSeo on a thin 80-word text', () => {
  const result = run({ content: THIN_TEXT, keywords: ['meditation', 'breathwork', 'mindfulness'] });

  it('measures densities over 80 words', () => {
    expect(result.content_stats.word_count).toBe(80);
    expect(result.keywords.map(({ density, status }) => ({ density, status }))).toEqual([
      { density: 5, status: 'high' },
      { density: 1.25, status: 'good' },
      { density: 0, status: 'low' },
    ]);
  });

  it('flags the missing H1 and builds a meta description of whole sentences', () => {
    expect(result.header_structure.headings).toEqual([]);
    expect(result.header_structure.issues.map((issue) => issue.code)).toEqual(['no_h1']);
    expect(result.meta_description).toEqual({
      text: 'Meditation helps busy people slow down. A short morning meditation of ten minutes can lower stress and sharpen focus for the whole day.',
      length: 135,
      target: 160,
      status: 'good',
    });
  });

  it('reacts to the short length and the stuffing', () => {
    const tips = tipTexts(result);
    expect(tips[0]).toBe('Only 80 words: pages under 300 words rarely rank. Expand to at least 300, and to 1,000+ for a guide.');
    expect(tips).toContain(
      '"meditation" density is 5% (4 in 80 words): above 2.5% reads as stuffing; cut to 2 or fewer and use synonyms.',
    );
    expect(tips).toContain('Paragraphs average 80 words, none over 150: easy to read on a phone.');
  });

  it('reports a too-short meta description when the content is only one short sentence', () => {
    const short = run({ content: 'Meditation calms the mind.', keywords: ['meditation'] });
    expect(short.meta_description).toEqual({ text: 'Meditation calms the mind.', length: 26, target: 160, status: 'too_short' });
    expect(tipTexts(short)).toContain(
      'The meta description drawn from your content has 26 characters: write 120-160 with "meditation" and a reason to click.',
    );
  });
});

describe('tips follow the measurements', () => {
  const sentence = 'Slow breathing and gentle stretching help the body recover after a long day at work.';

  it('praises 1,000+ words and flags paragraphs over 150 words and a late keyword', () => {
    const longParagraph = Array.from({ length: 12 }, () => sentence).join(' ');
    const content = `# Evening Routine\n\n${longParagraph}\n\n${Array.from({ length: 55 }, () => sentence).join('\n\n')}\n\nTry restorative yoga tonight.`;
    const result = run({ content, keywords: ['restorative yoga'] });
    expect(result.content_stats.word_count).toBe(1011);
    const tips = tipTexts(result);
    expect(tips).toContain('1,011 words is a solid length: keep it scannable with a subheading every 200-300 words.');
    expect(tips).toContain('1 of 57 paragraphs runs over 150 words (longest: 180): split them into 2-4 sentences, most readers are on phones.');
    expect(tips).toContain('Use "restorative yoga" within the first 100 words: it first appears at word 1009.');
    expect(tips).toContain('"restorative yoga" density is 0.1% (1 in 1011 words): aim for 0.5-2.5%, about 6-25 uses.');
    expect(result.header_structure.issues.map((issue) => issue.code)).toEqual(['no_subheadings']);
  });

  it('suggests more depth between 300 and 1,000 words', () => {
    const content = Array.from({ length: 30 }, () => `Yoga. ${sentence}`).join('\n\n');
    const result = run({ content: `# Yoga After Work\n\n${content}`, keywords: ['yoga'] });
    expect(result.content_stats.word_count).toBe(3 + 30 * 16);
    expect(tipTexts(result)).toContain(
      '483 words suits a short post; in-depth guides of 1,000+ words rank better for competitive wellness searches (about 517 more).',
    );
  });
});

describe('analyzeSeo without content', () => {
  it('builds keyword-led suggestions for a keyword analysis', () => {
    const result = run({ analysisType: 'keyword', keywords: ['sound healing', 'reiki'], tone: 'Spiritual' });
    expectValidTitles(result, 'sound healing');
    expect(result.title_suggestions).toContain('What Is Sound Healing? Benefits, Tips & How to Start');
    expect(result.meta_description.status).toBe('good');
    expect(result.meta_description.text).toContain('sound healing');
    expect(result.header_structure).toMatchObject({ headings: [], issues: [] });
    expect(result.header_structure.suggested_outline.length).toBeGreaterThan(2);
    expect(result.content_gaps.length).toBeGreaterThan(0);
    expect(tipTexts(result)[0]).toMatch(/^Write at least 1,000 words around "sound healing", covering /);
    expect(result.internal_links.map((link) => link.suggested_slug)).toEqual(
      expect.arrayContaining(['reiki', 'sound-healing-for-beginners', 'benefits-of-sound-healing']),
    );
  });

  it('puts the location everywhere for a local analysis', () => {
    const result = run({ analysisType: 'local', keywords: ['hot yoga'], location: 'Grand Baie' });
    expect(result.title_suggestions[0]).toBe('Hot Yoga in Grand Baie');
    expect(result.meta_description.text).toBe(
      'Discover hot yoga in Grand Baie with Serenity Studio. Learn the benefits, how to start and what to expect, with practical tips for every level.',
    );
    expect(result.content_gaps[0]?.topic).toBe('Location details for Grand Baie');
    expect(tipTexts(result)).toContain('Mention Grand Baie in the H1, the first paragraph and the meta description: it appears 0 times now.');
    expect(result.internal_links).toContainEqual({ anchor_text: 'hot yoga in Grand Baie', suggested_slug: 'hot-yoga-in-grand-baie' });
  });

  it('plans a competitor comparison with the URL', () => {
    const result = run({ analysisType: 'competitor', keywords: ['pilates'], competitorUrl: 'https://www.rival-studio.example/pilates' });
    const tips = tipTexts(result);
    expect(tips).toContain('Open https://www.rival-studio.example/pilates, list its H2s and cover every subtopic it answers that you do not.');
    expect(tips).toContain('Win on experience: add what www.rival-studio.example cannot copy, your teachers, class photos and client results.');
    expect(result.content_gaps[0]?.topic).toBe('What makes you different');
  });

  it('is deterministic', () => {
    const input = { content: HTML_SNIPPET, keywords: ['ayurvedic massage'], analysisType: 'local', location: 'Port Louis' } as const;
    expect(run(input)).toEqual(run(input));
  });
});
