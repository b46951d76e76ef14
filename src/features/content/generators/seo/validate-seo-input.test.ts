import { describe, expect, it } from 'vitest';
import { GeneratorValidationError } from '../shared/context.ts';
import { addSeoKeyword } from './add-seo-keyword.ts';
import { validateSeoInput } from './validate-seo-input.ts';

function errorOf(run: () => void): GeneratorValidationError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof GeneratorValidationError) return error;
    throw error;
  }
  return undefined;
}

describe('validateSeoInput', () => {
  it('asks for content when an existing-content analysis has none', () => {
    const error = errorOf(() => validateSeoInput({ analysisType: 'existing', content: ' \n ', keywords: ['yoga'] }));
    expect(error?.title).toBe('Content Required');
    expect(error?.description).toBe('Please enter content to analyze');
  });

  it('checks content before keywords', () => {
    const error = errorOf(() => validateSeoInput({ analysisType: 'existing', content: '', keywords: [] }));
    expect(error?.title).toBe('Content Required');
  });

  it('asks for target keywords whatever the type', () => {
    for (const analysisType of ['existing', 'competitor', 'keyword', 'local'] as const) {
      const error = errorOf(() => validateSeoInput({ analysisType, content: 'Some text', keywords: ['  '] }));
      expect(error?.title).toBe('Keywords Required');
      expect(error?.description).toBe('Please enter target keywords');
    }
  });

  it('lets keyword, local and competitor analyses run without content', () => {
    for (const analysisType of ['competitor', 'keyword', 'local'] as const) {
      expect(() => validateSeoInput({ analysisType, content: '', keywords: ['reiki'] })).not.toThrow();
    }
  });
});

describe('addSeoKeyword', () => {
  it('adds a trimmed keyword', () => {
    expect(addSeoKeyword(['yoga'], '  yin yoga ')).toEqual(['yoga', 'yin yoga']);
  });

  it('ignores blanks and duplicates (any case), returning the same list', () => {
    const list = ['Yin Yoga'];
    expect(addSeoKeyword(list, '   ')).toBe(list);
    expect(addSeoKeyword(list, 'yin yoga')).toBe(list);
  });

  it('stops at ten keywords', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `keyword ${index}`);
    expect(addSeoKeyword(ten, 'eleventh')).toBe(ten);
    expect(addSeoKeyword(ten.slice(0, 9), 'tenth')).toHaveLength(10);
  });
});
