import { describe, expect, it } from 'vitest';
import { liveTables } from './live-tables.ts';

describe('liveTables', () => {
  it("listens to every pulled table: the user's rows of their own tables, all active prompts and plans", () => {
    const tables = Object.fromEntries(liveTables('u1').map(({ table, filter }) => [table, filter]));
    expect(tables).toEqual({
      profiles: 'user_id=eq.u1',
      content_preferences: 'user_id=eq.u1',
      tone_templates: 'user_id=eq.u1',
      content_history: 'user_id=eq.u1',
      generator_drafts: 'user_id=eq.u1',
      usage_tracking: 'user_id=eq.u1',
      user_subscriptions: 'user_id=eq.u1',
      master_prompts: null,
      subscription_plans: null,
    });
  });
});
