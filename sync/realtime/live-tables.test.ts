import { describe, expect, it } from 'vitest';
import { liveTables } from './live-tables.ts';

describe('liveTables', () => {
  it("listens to every pulled table: the user's rows of their own tables, all active prompts and plans", () => {
    const tables = Object.fromEntries(liveTables('u1').map(({ table, filter }) => [table, filter]));
    expect(tables).toEqual({
      profiles: 'studio_id=eq.u1',
      content_preferences: 'studio_id=eq.u1',
      tone_templates: 'studio_id=eq.u1',
      briefs: 'studio_id=eq.u1',
      content_history: 'studio_id=eq.u1',
      generator_drafts: 'user_id=eq.u1',
      usage_tracking: 'studio_id=eq.u1',
      user_subscriptions: 'user_id=eq.u1',
      master_prompts: null,
      subscription_plans: null,
    });
  });

  it("in another studio, listens to that studio's shared rows and the user's own drafts and subscriptions", () => {
    const tables = Object.fromEntries(liveTables('u1', 's2').map(({ table, filter }) => [table, filter]));
    expect(tables).toMatchObject({
      profiles: 'studio_id=eq.s2',
      content_history: 'studio_id=eq.s2',
      usage_tracking: 'studio_id=eq.s2',
      generator_drafts: 'user_id=eq.u1',
      user_subscriptions: 'user_id=eq.u1',
    });
  });
});
