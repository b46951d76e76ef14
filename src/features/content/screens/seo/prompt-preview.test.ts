import { describe, expect, it } from 'vitest';
import { PROMPT_PREVIEW_CHARACTERS, promptPreview } from './prompt-preview.ts';

describe('promptPreview', () => {
  it('cuts a long prompt at 100 characters and marks the cut', () => {
    const text = 'a'.repeat(150);
    expect(PROMPT_PREVIEW_CHARACTERS).toBe(100);
    expect(promptPreview(text)).toBe(`${'a'.repeat(100)}...`);
  });

  it('keeps a prompt of 100 characters or fewer whole', () => {
    expect(promptPreview('b'.repeat(100))).toBe('b'.repeat(100));
    expect(promptPreview('  Analyze {content}  ')).toBe('Analyze {content}');
  });
});
