import { describe, expect, it } from 'vitest';
import { generateBlogArticle } from '../../../blog/generate-blog-article.ts';
import { generateBlogTitles } from '../../../blog/generate-blog-titles.ts';
import { STUDIO } from '../../../shared/studio-context.fixture.ts';
import { generateH1Options } from '../../../website/generate-h1-options.ts';
import { generateH2Options } from '../../../website/generate-h2-options.ts';
import { agreeSlots, isPluralPhrase } from './agreement.ts';

const slots = (kw: string, Kw = kw) => ({ kw, Kw });
const agreed = (template: string, kw: string) => agreeSlots(template, slots(kw)).replace(/\{kw\}|\{Kw\}/g, kw);

/** A plural keyword followed by a singular verb, or a singular verb asking about it. */
const DISAGREES = /\b(?:classes|baths|workshops|walks)\s+(?:that\s+)?(?:is|has|does|helps|meets|gets|feels|fits|works|makes|matters|supports)\b|\b(?:is|does|has)\s+(?:hiit classes|sound baths|yin yoga classes|kids yoga workshops)\b/i;

describe('a plural keyword', () => {
  it('is told from a keyword that ends in "s" and names one thing', () => {
    for (const plural of ['hiit classes', 'HIIT classes', 'sound baths', 'yin yoga classes', 'sound baths in Byron Bay', 'forest walks']) expect(isPluralPhrase(plural), plural).toBe(true);
    for (const one of ['pilates', 'Pilates', 'reformer Pilates', 'stress', 'yoga nidra', 'mindfulness', 'relief from stress', 'better sleep', 'an MBSR course', 'wellness', 'aerobics']) {
      expect(isPluralPhrase(one), one).toBe(false);
    }
  });

  it('takes a plural verb after it and a plural verb asking about it', () => {
    // Before: "Is Forest Walks Right for You?", "How forest walks helps", "Where Forest Walks Meets Real Life".
    expect(agreed('Is {Kw} Right for You?', 'Forest Walks')).toBe('Are Forest Walks Right for You?');
    expect(agreed('From Stress to Stillness: How {kw} Helps You Reset', 'forest walks')).toBe('From Stress to Stillness: How forest walks Help You Reset');
    expect(agreed('Why {Kw} Is Worth Your Time', 'Forest Walks')).toBe('Why Forest Walks Are Worth Your Time');
    expect(agreed('Where {Kw} Meets Real Life', 'Forest Walks')).toBe('Where Forest Walks Meet Real Life');
    expect(agreed('If {kw} has been on your list, start now.', 'forest walks')).toBe('If forest walks have been on your list, start now.');
    expect(agreed('{Kw} That Gets You Moving', 'Forest Walks')).toBe('Forest Walks That Get You Moving');
    expect(agreed('We wonder whether {kw} really is worth it.', 'forest walks')).toBe('We wonder whether forest walks really are worth it.');
    expect(agreed("{kw} isn't a race.", 'forest walks')).toBe("forest walks aren't a race.");
  });

  it('leaves a verb whose subject is another noun, and a singular keyword, as written', () => {
    expect(agreed('The case for {kw} is simple.', 'forest walks')).toBe('The case for forest walks is simple.');
    expect(agreed('What a Quiet Hour of {Kw} Feels Like', 'Forest Walks')).toBe('What a Quiet Hour of Forest Walks Feels Like');
    expect(agreed('Why {Kw} Is Worth Your Time', 'Pilates')).toBe('Why Pilates Is Worth Your Time');
    expect(agreed('How {kw} helps you reset', 'yoga nidra')).toBe('How yoga nidra helps you reset');
    expect(agreed('{kw} can help.', 'forest walks')).toBe('forest walks can help.');
  });

  it('agrees in blog titles, blog headings and website H1 and H2 headlines', () => {
    for (const keyword of ['hiit classes', 'sound baths', 'kids yoga workshops']) {
      const titles = generateBlogTitles({ keywords: [keyword], targetAudience: 'beginners' }, STUDIO);
      const site = { businessName: 'Atlantic Pilates', keywords: [keyword], targetAudience: 'beginners', tone: 'Warm & Welcoming' };
      const headlines = [0, 1, 2].flatMap((variant) => [...generateH1Options(site, { ...STUDIO, variant }), ...generateH2Options(site, 'Classes in Cape Town', { ...STUDIO, variant })]);
      const headings = [0, 1, 2, 3].flatMap((variant) =>
        generateBlogArticle({ title: `Why ${keyword} suit beginners`, keywords: [keyword], wordCount: 800, tone: 'Friendly & Conversational' }, { ...STUDIO, variant })
          .split('\n')
          .filter((line) => line.startsWith('#')),
      );
      for (const line of [...titles, ...headlines, ...headings]) expect(line, keyword).not.toMatch(DISAGREES);
    }
  });
});

describe('a keyword after a quantifier', () => {
  it('drops its article, and counts what is plural', () => {
    // Before: "a week with a little more an MBSR course", "Less Talk, More An MBSR Course".
    expect(agreed('What would a week with a little more {kw} look like?', 'an MBSR course')).toBe('What would a week with a little more MBSR course look like?');
    expect(agreeSlots('Less Talk, More {Kw}', slots('an MBSR course', 'An MBSR Course'))).toBe('Less Talk, More MBSR Course');
    expect(agreed('What would a week with a little more {kw} look like?', 'forest walks')).toBe('What would a week with a few more forest walks look like?');
    expect(agreed('Less {kw}, more rest.', 'forest walks')).toBe('Fewer forest walks, more rest.');
    expect(agreed('A little more {kw} helps.', 'yin yoga')).toBe('A little more yin yoga helps.');
  });
});
