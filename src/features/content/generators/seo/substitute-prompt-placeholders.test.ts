import { describe, expect, it } from 'vitest';
import { substitutePromptPlaceholders } from './substitute-prompt-placeholders.ts';

const values = {
  content: 'Yin yoga calms the mind.',
  keywords: ['yin yoga', 'flexibility'],
  tone: 'Spiritual',
  location: 'Port Louis',
  competitorUrl: 'https://rival.example/yin',
};

describe('substitutePromptPlaceholders', () => {
  it('fills every known placeholder, keywords joined with commas', () => {
    const prompt = 'Analyze {content} for {keywords} in a {tone} tone, near {location}, against {competitor_url}.';
    expect(substitutePromptPlaceholders(prompt, values)).toBe(
      'Analyze Yin yoga calms the mind. for yin yoga, flexibility in a Spiritual tone, near Port Louis, against https://rival.example/yin.',
    );
  });

  it('fills repeated placeholders and the camelCase competitor spelling', () => {
    expect(substitutePromptPlaceholders('{tone}/{tone} {competitorUrl} {competitor_url}', values)).toBe(
      'Spiritual/Spiritual https://rival.example/yin https://rival.example/yin',
    );
  });

  it('leaves unknown placeholders and near-misses as they are', () => {
    expect(substitutePromptPlaceholders('{audience} {Content} { tone } {tone}', values)).toBe(
      '{audience} {Content} { tone } Spiritual',
    );
  });

  it('substitutes once: placeholders inside values stay, and $ patterns stay literal', () => {
    const tricky = { ...values, content: 'Use {tone} and $& and $1 here' };
    expect(substitutePromptPlaceholders('[{content}] {tone}', tricky)).toBe('[Use {tone} and $& and $1 here] Spiritual');
  });

  it('turns a missing location or URL into empty text and accepts keywords as text', () => {
    const result = substitutePromptPlaceholders('at {location}|vs {competitor_url}|{keywords}', {
      content: '',
      keywords: 'reiki, sound healing',
      tone: 'Calm',
    });
    expect(result).toBe('at |vs |reiki, sound healing');
  });
});
