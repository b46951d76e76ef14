import { describe, expect, it } from 'vitest';
import { analyzeSeo } from '../../generators/seo/analyze-seo.ts';
import { MARKDOWN_ARTICLE } from '../../generators/seo/seo-samples.fixture.ts';
import { seoSummary } from './seo-summary.ts';

describe('seoSummary', () => {
  const result = analyzeSeo({ content: MARKDOWN_ARTICLE, keywords: ['yin yoga', 'restorative'], analysisType: 'existing', tone: 'Professional' }, {});
  const text = seoSummary(result);

  it('lists every title, the meta description with its length and each keyword with its density', () => {
    for (const title of result.title_suggestions) expect(text).toContain(`- ${title}`);
    expect(text).toContain(`${result.meta_description.text} (${result.meta_description.length}/160 characters)`);
    expect(text).toContain('- yin yoga: 4 uses, 2.5% (good)');
    expect(text).toContain('- restorative: 0 uses, 0% (low)');
  });

  it('includes the outline and every tip', () => {
    expect(text).toContain('## Suggested outline\n# ');
    for (const tip of result.optimization_tips) expect(text).toContain(tip.tip);
  });
});
