import { describe, expect, it } from 'vitest';
import type { MasterPrompt } from '#sync/admin.ts';
import { groupPromptsByType, promptPreview, validatePrompt } from './prompt-rules.ts';

const valid = { name: ' Local SEO ', content_type: 'seo', tone: 'Expert', prompt_text: ' Optimise {content}. ' };

describe('validatePrompt', () => {
  it('trims and accepts a prompt with all four fields', () => {
    expect(validatePrompt(valid)).toEqual({ name: 'Local SEO', content_type: 'seo', tone: 'Expert', prompt_text: 'Optimise {content}.' });
  });

  it('refuses a prompt with any field missing or blank', () => {
    for (const field of ['name', 'content_type', 'tone', 'prompt_text'] as const) {
      expect(validatePrompt({ ...valid, [field]: '  ' }), field).toBeNull();
    }
  });

  it('refuses a content type or tone the server does not know', () => {
    expect(validatePrompt({ ...valid, content_type: 'podcast' })).toBeNull();
    expect(validatePrompt({ ...valid, tone: 'Sarcastic' })).toBeNull();
  });
});

describe('promptPreview', () => {
  it('cuts at 100 characters and flattens whitespace', () => {
    expect(promptPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(promptPreview(`${'b'.repeat(120)}`)).toBe(`${'b'.repeat(100)}...`);
    expect(promptPreview('Line one\n\nline   two')).toBe('Line one line two');
  });
});

describe('groupPromptsByType', () => {
  const prompt = (id: string, content_type: string): MasterPrompt => ({
    id,
    name: id,
    content_type,
    tone: 'Expert',
    prompt_text: '',
    is_active: true,
    user_id: null,
    created_at: '',
  });

  it('groups in the order of the content types, keeping the list order inside a group', () => {
    const groups = groupPromptsByType([prompt('v1', 'video'), prompt('b2', 'blog'), prompt('s1', 'seo'), prompt('b1', 'blog')]);
    expect(groups.map((group) => [group.contentType, group.prompts.map((p) => p.id)])).toEqual([
      ['blog', ['b2', 'b1']],
      ['seo', ['s1']],
      ['video', ['v1']],
    ]);
    expect(groupPromptsByType([])).toEqual([]);
  });
});
