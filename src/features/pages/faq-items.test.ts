import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_FILTERS } from './faq-categories.ts';
import { FAQ_ITEMS } from './faq-items.ts';

describe('FAQ items', () => {
  it('holds 15 questions with unique ids and questions', () => {
    expect(FAQ_ITEMS).toHaveLength(15);
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(15);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(15);
  });

  it('gives every category at least one question and every question tags', () => {
    for (const category of FAQ_CATEGORIES) {
      expect(FAQ_ITEMS.some((item) => item.category === category), category).toBe(true);
    }
    for (const item of FAQ_ITEMS) {
      expect(item.tags.length, item.id).toBeGreaterThan(0);
    }
  });

  it('labels the filter buttons with the product labels', () => {
    expect(FAQ_FILTERS.map((filter) => filter.label)).toEqual([
      'All Questions',
      'General',
      'Billing & Plans',
      'Features',
      'Support',
      'Privacy & Security',
      'Legal',
    ]);
  });
});
