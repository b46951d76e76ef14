import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown, markdownBlocks } from './markdown-blocks.ts';

describe('markdownBlocks', () => {
  it('reads headings, paragraphs and lists', () => {
    const text = '# Title\n\nFirst line\nsame paragraph.\n\n## Steps\n\n- one\n- two\n\n1. first\n2. second\n\n### Small\nAfter.';
    expect(markdownBlocks(text)).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'First line same paragraph.', lines: ['First line', 'same paragraph.'] },
      { kind: 'heading', level: 2, text: 'Steps' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'heading', level: 3, text: 'Small' },
      { kind: 'paragraph', text: 'After.', lines: ['After.'] },
    ]);
  });

  it('keeps markup as text', () => {
    expect(markdownBlocks('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>', lines: ['<script>alert(1)</script>'] }]);
    expect(markdownBlocks('')).toEqual([]);
  });

  it('tells an article from plain text', () => {
    expect(looksLikeMarkdown('# Yoga at Home\n\nRoll out your mat.')).toBe(true);
    expect(looksLikeMarkdown('Intro\n## Steps\n- one')).toBe(true);
    expect(looksLikeMarkdown('Hi Sarah,\n\nThank you for your message.\n#yoga #breathwork')).toBe(false);
  });
});
