import { describe, expect, it } from 'vitest';
import type { KeptVersion, SyncIssueDoc } from '#sync/versions.ts';
import { changedFields, keptDeletion, printValue, versionTitle } from './version-view.ts';

function kept(issue: Partial<SyncIssueDoc>, current: Record<string, unknown> | null): KeptVersion {
  return {
    issue: {
      id: 'i1',
      collection_name: 'profiles',
      doc_id: 'u1',
      kind: 'conflict',
      reason: 'business_description',
      fields: [],
      local_version: {},
      server_version: null,
      state: 'open',
      created_at: '2026-11-23T10:00:00.000Z',
      ...issue,
    },
    current,
  };
}

describe('a kept version on screen', () => {
  it('shows the lost profile text beside the text that won, and nothing that did not change', () => {
    const version = kept(
      {
        fields: ['business_description'],
        local_version: { id: 'u1', business_description: 'A', business_name: 'Lotus', updated_at: '1' },
      },
      { id: 'u1', business_description: 'B', business_name: 'Lotus', updated_at: '2' },
    );
    expect(versionTitle(version)).toBe('Brand profile');
    expect(changedFields(version)).toEqual([
      { path: 'business_description', label: 'Business description', mine: 'A', now: 'B' },
    ]);
  });

  it('compares a whole refused version field by field, leaving out the bookkeeping columns', () => {
    const version = kept(
      {
        collection_name: 'content_history',
        kind: 'rejected',
        fields: [],
        local_version: { id: 'h1', title: 'Morning flow', status: 'pubished', content_type: 'blog', server_modified: 'x' },
      },
      { id: 'h1', title: 'Morning flow', status: 'draft', content_type: 'blog', server_modified: 'y' },
    );
    expect(versionTitle(version)).toBe('Blog Articles: “Morning flow”');
    expect(changedFields(version).map((row) => [row.label, row.mine, row.now])).toEqual([['Status', 'pubished', 'draft']]);
  });

  it('reads nested slider paths and lists as people would', () => {
    const version = kept(
      {
        fields: ['brand_personality.calm_energetic', 'seo_keywords'],
        local_version: { brand_personality: { calm_energetic: 20 }, seo_keywords: ['yin yoga', 'sleep'] },
      },
      { brand_personality: { calm_energetic: 70 }, seo_keywords: [] },
    );
    expect(changedFields(version)).toEqual([
      { path: 'brand_personality.calm_energetic', label: 'Brand personality › Calm energetic', mine: '20', now: '70' },
      { path: 'seo_keywords', label: 'Seo keywords', mine: 'yin yoga, sleep', now: '(empty)' },
    ]);
  });

  it('names a template and a draft, and says when the kept version is a deletion', () => {
    expect(versionTitle(kept({ collection_name: 'tone_templates', local_version: { name: 'Calm' } }, null))).toBe(
      'Tone template: “Calm”',
    );
    expect(versionTitle(kept({ collection_name: 'generator_drafts', local_version: { content_type: 'email' } }, null))).toBe(
      'Draft · Email Marketing',
    );
    expect(keptDeletion(kept({ local_version: { _deleted: true } }, null))).toBe(true);
    expect(printValue(false)).toBe('No');
  });

  it('opens a kept draft into readable rows, its input and result field by field, never as JSON', () => {
    const article = 'Le yin yoga apaise le système nerveux.\n\nRespirez, relâchez les épaules, restez trois minutes.';
    const version = kept(
      {
        collection_name: 'generator_drafts',
        fields: ['form', 'output'],
        local_version: {
          content_type: 'blog',
          form: { keywords: ['yin yoga', 'sommeil'], selectedTitle: 'Yin pour mieux dormir', wordCount: 1200, promptId: 'p1' },
          output: { titles: ['Yin pour mieux dormir : le guide complet du soir', 'Dix postures douces pour un sommeil profond'], article },
        },
      },
      {
        content_type: 'blog',
        form: { keywords: ['yin yoga'], selectedTitle: 'Yin pour mieux dormir', wordCount: 800, promptId: 'p2' },
        output: { titles: [], article: 'Evening yin, written on the desktop.' },
      },
    );
    expect(versionTitle(version)).toBe('Draft · Blog Articles: “Yin pour mieux dormir”');
    expect(changedFields(version)).toEqual([
      { path: 'form.keywords', label: 'Your input › Keywords', mine: 'yin yoga, sommeil', now: 'yin yoga' },
      { path: 'form.wordCount', label: 'Your input › Word count', mine: '1200', now: '800' },
      {
        path: 'output.titles',
        label: 'Result › Titles',
        mine: '• Yin pour mieux dormir : le guide complet du soir\n• Dix postures douces pour un sommeil profond',
        now: '(empty)',
      },
      { path: 'output.article', label: 'Result › Article', mine: article, now: 'Evening yin, written on the desktop.' },
    ]);
  });

  it('prints lists of objects and images as words', () => {
    const posts = [
      { platform: 'instagram', text: 'Sunrise flow at the lagoon 🌅' },
      { platform: 'linkedin', text: 'Why rest is part of training.' },
    ];
    expect(printValue(posts)).toBe('Platform: instagram\nText: Sunrise flow at the lagoon 🌅\n\nPlatform: linkedin\nText: Why rest is part of training.');
    expect(printValue({ jobId: 'j1', image: 'data:image/png;base64,AAAA', prompt: 'A calm lagoon' })).toBe('Image: (an image)\nPrompt: A calm lagoon');
    for (const value of [posts, { script: { hook: 'Breathe', main_content: ['One', 'Two'] } }, { a: { b: [1, 2] } }]) {
      expect(printValue(value)).not.toMatch(/[{}[\]"]/);
    }
  });
});
