import { describe, expect, it } from 'vitest';
import { markdownBlocks } from '../../../ui/markdown-blocks.ts';
import { generateBlogArticle } from '../generators/blog/generate-blog-article.ts';

describe('a generated article read as markdown', () => {
  it('shows a generated article as one title followed by its sections', () => {
    const article = generateBlogArticle({ title: 'Yoga at Home', keywords: ['yoga'], wordCount: 800, tone: 'Professional & Informative' });
    const blocks = markdownBlocks(article);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, text: 'Yoga at Home' });
    expect(blocks.filter((b) => b.kind === 'heading' && b.level === 1)).toHaveLength(1);
    expect(blocks.filter((b) => b.kind === 'heading' && b.level === 2).length).toBeGreaterThanOrEqual(3);
    expect(blocks.every((b) => b.kind !== 'paragraph' || !b.text.startsWith('#'))).toBe(true);
  });});
