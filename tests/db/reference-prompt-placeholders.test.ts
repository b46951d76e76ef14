// The seeded master prompts are filled in by the studio tools: every placeholder a
// seeded image or SEO prompt uses must be one the tool substitutes, or users would
// send a literal "{topic}" to the image function or into an analysis.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeImagePrompt } from '../../src/features/content/image-request/compose-image-prompt.ts';
import { substitutePromptPlaceholders } from '../../src/features/content/generators/seo/substitute-prompt-placeholders.ts';

const seed = readFileSync(new URL('../../supabase/migrations/0500_reference_data.sql', import.meta.url), 'utf8');

function seededPrompts(contentType: string): string[] {
  const rows = [...seed.matchAll(/'[^']*', '[^']*', '(\w+)', '\w+',\s*\$p\$([\s\S]*?)\$p\$/g)];
  return rows.filter((row) => row[1] === contentType).map((row) => row[2] as string);
}

describe('seeded master prompts', () => {
  it('image prompts use only placeholders the image tool fills', () => {
    const prompts = seededPrompts('image');
    expect(prompts.length).toBeGreaterThanOrEqual(2);
    for (const text of prompts) {
      const filled = composeImagePrompt({ prompt: 'a sunrise yoga class', style: 'watercolor', wellness_type: 'yoga' }, { prompt_text: text });
      expect(filled, text).not.toMatch(/\{\w+\}/);
      expect(filled).toContain('a sunrise yoga class');
    }
  });

  it('SEO prompts use only placeholders the SEO tool fills', () => {
    const prompts = seededPrompts('seo');
    expect(prompts.length).toBeGreaterThanOrEqual(2);
    for (const text of prompts) {
      const filled = substitutePromptPlaceholders(text, {
        content: 'Yin yoga for better sleep',
        keywords: ['yin yoga'],
        tone: 'Wellness',
        location: 'Port Louis',
        competitorUrl: 'https://example.com',
      });
      expect(filled, text).not.toMatch(/\{\w+\}/);
    }
  });
});
