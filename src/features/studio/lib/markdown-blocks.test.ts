import { describe, expect, it } from 'vitest';
import { generateBlogArticle } from '../generators/blog/generate-blog-article.ts';
import { markdownBlocks } from './markdown-blocks.ts';

describe('markdownBlocks', () => {
  it('reads headings, paragraphs and lists', () => {
    const text = '# Title\n\nFirst line\nsame paragraph.\n\n## Steps\n\n- one\n- two\n\n1. first\n2. second\n\n### Small\nAfter.';
    expect(markdownBlocks(text)).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'First line same paragraph.' },
      { kind: 'heading', level: 2, text: 'Steps' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'heading', level: 3, text: 'Small' },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(markdownBlocks('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }]);
    expect(markdownBlocks('')).toEqual([]);
  });

  it('shows a generated article as one title followed by its sections', () => {
    const article = generateBlogArticle({ title: 'Yoga at Home', keywords: ['yoga'], wordCount: 800, tone: 'Professional & Informative' });
    const blocks = markdownBlocks(article);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, text: 'Yoga at Home' });
    expect(blocks.filter((b) => b.kind === 'heading' && b.level === 1)).toHaveLength(1);
    expect(blocks.filter((b) => b.kind === 'heading' && b.level === 2).length).toBeGreaterThanOrEqual(3);
    expect(blocks.every((b) => b.kind !== 'paragraph' || !b.text.startsWith('#'))).toBe(true);
  });
});
