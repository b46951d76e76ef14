import { describe, expect, it } from 'vitest';
import { IMAGE_CREDIT_COST } from '../supabase/functions/generate-image/options.ts';
import { BLOG_WORD_COUNTS } from './studio-options.ts';
import { CONTENT_TYPES, creditCost, TOOL_TABS, TOOLS, TOOLS_IN_TAB_ORDER, toolOfType, toolTabFrom } from './tools.ts';

describe('the tool registry', () => {
  it('says, for every writing tool, what each field of its form is to the writer', () => {
    const roles = new Set(['as-written', 'facts', 'notes', 'steering', 'client-message', 'choice']);
    for (const tool of TOOLS.filter((t) => t.tab !== 'images')) {
      const fields = Object.entries((tool as { fields?: Record<string, string> }).fields ?? {});
      expect(fields.length, tool.tab).toBeGreaterThan(2);
      for (const [field, role] of fields) expect(roles.has(role), `${tool.tab}.${field}: ${role}`).toBe(true);
    }
  });

  it('lists the nine tabs in the order the content page shows them, images first', () => {
    expect(TOOL_TABS).toEqual(['images', 'blog', 'social', 'newsletter', 'website', 'email', 'communication', 'seo', 'video']);
    expect(TOOLS_IN_TAB_ORDER.map((tool) => tool.label)).toEqual([
      'AI Images',
      'Blog Articles',
      'Social Media',
      'Newsletters',
      'Website Copy',
      'Email Marketing',
      'Client Communication',
      'SEO Content Optimizer',
      'Video Script Generator',
    ]);
  });

  it('keeps the content types in the order the device schema stores them (a new one goes last)', () => {
    expect(CONTENT_TYPES).toEqual(['blog', 'social', 'newsletter', 'website', 'email', 'communication', 'image', 'seo', 'video']);
  });

  it('gives every tool its own tab, content type and place, and a name, badge and description', () => {
    expect(new Set(TOOLS.map((tool) => tool.tab)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((tool) => tool.contentType)).size).toBe(TOOLS.length);
    expect(TOOLS.map((tool) => tool.position).sort((a, b) => a - b)).toEqual(TOOLS.map((_, i) => i));
    for (const tool of TOOLS) {
      expect(tool.label && tool.badge && tool.description && tool.historyLabel, tool.tab).toBeTruthy();
      expect(toolOfType(tool.contentType)).toBe(tool);
    }
    expect(toolOfType('podcast')).toBeUndefined();
  });

  it('gives every tool its toasts, each with a title', () => {
    for (const tool of TOOLS) {
      const toasts = Object.values(tool.messages);
      expect(toasts.length, tool.tab).toBeGreaterThanOrEqual(2);
      for (const toast of toasts) expect(typeof toast === 'string' ? toast : toast.title, tool.tab).toMatch(/\S/);
    }
  });

  it('opens the blog tool for an unknown or missing tab', () => {
    expect(toolTabFrom('seo')).toBe('seo');
    expect(toolTabFrom('podcast')).toBe('blog');
    expect(toolTabFrom(undefined)).toBe('blog');
    expect(toolTabFrom(['seo'])).toBe('blog');
  });
});

describe('creditCost', () => {
  it('charges a blog article 5-10 credits by length', () => {
    expect(BLOG_WORD_COUNTS.map((wordCount) => creditCost('blog', { wordCount }))).toEqual([5, 5, 7, 7, 10, 10]);
    expect(creditCost('blog')).toBe(7);
  });

  it('charges 1 credit for ten blog titles', () => {
    expect(creditCost('blog', { blogPiece: 'titles', wordCount: 1500 })).toBe(1);
  });

  it('charges a social post 1 credit per platform, 2 at most', () => {
    expect(creditCost('social')).toBe(1);
    expect(creditCost('social', { platformCount: 1 })).toBe(1);
    expect(creditCost('social', { platformCount: 2 })).toBe(2);
    expect(creditCost('social', { platformCount: 3 })).toBe(2);
  });

  it('charges the fixed prices of the other tools', () => {
    expect(creditCost('newsletter')).toBe(3);
    expect(creditCost('website')).toBe(2);
    expect(creditCost('email')).toBe(2);
    expect(creditCost('communication')).toBe(1);
    expect(creditCost('seo')).toBe(3);
    expect(creditCost('video')).toBe(4);
    expect(creditCost('image')).toBe(3);
    expect(creditCost('image')).toBe(IMAGE_CREDIT_COST);
  });

  it('charges at least one credit for every content type', () => {
    for (const type of CONTENT_TYPES) expect(creditCost(type)).toBeGreaterThanOrEqual(1);
  });
});
