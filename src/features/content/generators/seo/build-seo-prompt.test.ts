import { describe, expect, it } from 'vitest';
import { buildSeoPrompt } from './build-seo-prompt.ts';
import type { SeoInput } from './seo-types.ts';

const input: SeoInput = {
  content: '# Reiki\n\nReiki is a gentle energy practice.',
  keywords: ['reiki', ' ', 'energy healing'],
  analysisType: 'local',
  location: 'Curepipe',
  competitorUrl: 'https://rival.example',
  tone: 'Empathetic',
};

const RESULT_FIELDS = [
  'title_suggestions',
  'meta_description',
  'keywords',
  'header_structure',
  'content_gaps',
  'optimization_tips',
  'internal_links',
];

describe('buildSeoPrompt', () => {
  it('without a master prompt asks for JSON with every result field, with the inputs of this analysis type', () => {
    const prompt = buildSeoPrompt(undefined, input);
    for (const field of RESULT_FIELDS) expect(prompt).toContain(`"${field}"`);
    expect(prompt).toContain('JSON');
    expect(prompt).toContain('Analysis type: Local SEO');
    expect(prompt).toContain('Target keywords: reiki, energy healing');
    expect(prompt).toContain('Brand tone: Empathetic');
    expect(prompt).toContain('Location: Curepipe');
    expect(prompt).not.toContain('rival.example');
    expect(prompt).toContain('Reiki is a gentle energy practice.');
  });

  it('names the competitor URL only for the competitor type, and says when there is no content', () => {
    const prompt = buildSeoPrompt(undefined, { ...input, analysisType: 'competitor', content: '  ' });
    expect(prompt).toContain('Competitor URL: https://rival.example');
    expect(prompt).not.toContain('Curepipe');
    expect(prompt).toContain('No content yet');
  });

  it('fills a master prompt and keeps it as written when it already has {content} and asks for JSON', () => {
    const master = { prompt_text: 'As a {tone} editor, return JSON for {keywords} in {location}:\n{content}' };
    expect(buildSeoPrompt(master, input)).toBe(
      'As a Empathetic editor, return JSON for reiki, energy healing in Curepipe:\n# Reiki\n\nReiki is a gentle energy practice.',
    );
  });

  it('appends the content and the JSON format to a master prompt that lacks them', () => {
    const prompt = buildSeoPrompt({ prompt_text: 'Review this page for {keywords}.' }, input);
    expect(prompt.startsWith('Review this page for reiki, energy healing.\n\nContent to analyze:\n"""\n# Reiki')).toBe(true);
    for (const field of RESULT_FIELDS) expect(prompt).toContain(`"${field}"`);
  });

  it('falls back to the default prompt for a blank master prompt', () => {
    expect(buildSeoPrompt({ prompt_text: '   ' }, input)).toBe(buildSeoPrompt(undefined, input));
  });
});
