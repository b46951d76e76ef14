// A studio's articles do not all speak of the studio in the same lines: across one
// studio's articles on different titles and takes, each studio line is in few of them.

import { describe, expect, it } from 'vitest';
import { STUDIO_THEME } from '../languages/en/themes/studio-mindset.ts';
import { stockSentences } from '../polish/measures.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { generateBlogArticle } from './generate-blog-article.ts';

const TITLES = ['How to Start a Morning Yoga Practice', 'Why Reformer Pilates Helps Runners', 'The Benefits of Hot Stone Massage', 'Breathwork for Better Sleep', 'Strength Training After 40', 'What to Expect at a Silent Retreat'];
const opening = (sentence: string) => sentence.replace(/^\[.\] /, '').slice(0, 25).toLowerCase();

describe('a studio across its blog articles', () => {
  it('says each of its studio lines in at most one article in three', () => {
    const outputs = TITLES.flatMap((title) =>
      [0, 1].map((variant) => ({ text: generateBlogArticle({ title, keywords: ['yoga'], wordCount: 1500, tone: 'Friendly & Approachable' }, { ...STUDIO, variant }), inputs: [title] })),
    );
    const studio = new Set([...STUDIO_THEME.sentences, ...(STUDIO_THEME.paragraphs ?? []).flat()].map(opening));
    const repeated = stockSentences(outputs, 1 / 3).filter((s) => studio.has(opening(s.sentence)));
    expect(repeated.map((s) => `${s.sentence} ${Math.round(s.share * 100)}%`)).toEqual([]);
  });
});
