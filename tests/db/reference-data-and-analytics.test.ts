// What a fresh project ships with (supabase/migrations/0500_reference_data.sql: the three plans, master
// prompts for all nine tools) and the admin analytics aggregate over usage records.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { CONTENT_TYPES } from '../../domain/tools.ts';
import { attempt } from './support/attempt.ts';
import { ANON, createUser, openTestDb, type TestUser } from './support/test-db.ts';

type Plan = { name: string; price: number; currency: string; credits_limit: number; features: string[] };
type Prompt = { content_type: string; tone: string; prompt_text: string; user_id: string | null };

let db: Database;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(() => db?.close());

describe('reference data (migration 0500)', () => {
  it('a visitor reads the three plans, cheapest first', async () => {
    const { rows } = await db.asRole(ANON, (tx) =>
      tx.query<Plan>('select name, price::float8 as price, currency, credits_limit, features from subscription_plans where is_active order by price'),
    );
    expect(rows.map(({ name, price, currency, credits_limit }) => [name, price, currency, credits_limit])).toEqual([
      ['Starter', 29, 'USD', 200],
      ['Professional', 79, 'USD', 500],
      ['Studio', 149, 'USD', 1000],
    ]);
    for (const plan of rows) {
      expect(plan.features.length).toBeGreaterThanOrEqual(4);
      expect(plan.features.length).toBeLessThanOrEqual(6);
    }
    expect(rows.find((plan) => plan.name === 'Studio')?.features.join(' ')).toContain('Unlimited');
  });

  it('every tool has two or three active master prompts with placeholders the tools fill', async () => {
    const user = await createUser(db, { email: 'reader@example.com' });
    const { rows } = await db.asRole(user.claims, (tx) =>
      tx.query<Prompt>('select content_type, tone, prompt_text, user_id from master_prompts where is_active'),
    );
    for (const type of CONTENT_TYPES) {
      const prompts = rows.filter((prompt) => prompt.content_type === type);
      expect(prompts.length, type).toBeGreaterThanOrEqual(2);
      expect(prompts.length, type).toBeLessThanOrEqual(3);
      for (const prompt of prompts) {
        expect(prompt.user_id).toBeNull();
        expect(prompt.prompt_text.length).toBeGreaterThan(150);
        expect(prompt.prompt_text).toMatch(/\{(content|keywords|tone|topic|audience|location|competitor_url|prompt|style|wellness_type)\}/);
      }
    }
    const seo = rows.filter((prompt) => prompt.content_type === 'seo').map((prompt) => prompt.prompt_text);
    expect(seo.every((text) => text.includes('{keywords}') && text.includes('{content}'))).toBe(true);
    expect(seo.some((text) => text.includes('{location}'))).toBe(true);
    expect(seo.some((text) => text.includes('{competitor_url}'))).toBe(true);
  });

  it('running the reference data migration again adds nothing', async () => {
    const count = async () =>
      (
        await db.asSuperuser((tx) =>
          tx.query<{ n: number }>('select (select count(*) from subscription_plans)::int + (select count(*) from master_prompts)::int as n'),
        )
      ).rows[0]!.n;
    const before = await count();
    await db.asSuperuser((tx) => tx.exec(readFileSync(new URL('../../supabase/migrations/0500_reference_data.sql', import.meta.url), 'utf8')));
    expect(await count()).toBe(before);
  });
});

describe('admin_usage_summary', () => {
  let admin: TestUser;
  let asha: TestUser;

  beforeAll(async () => {
    admin = await createUser(db, { email: 'admin@example.com', admin: true });
    asha = await createUser(db, { email: 'asha@example.com' });
    const ben = await createUser(db, { email: 'ben@example.com' });
    await db.asSuperuser((tx) =>
      tx.query(
        `insert into usage_tracking (user_id, content_type, credits_consumed, word_count, created_at) values
           ($1, 'blog', 8, 800, now() - interval '1 hour'),
           ($1, 'social', 2, 120, now() - interval '2 days'),
           ($2, 'blog', 6, 600, now() - interval '3 days'),
           ($2, 'image', 10, null, now() - interval '5 days'),
           ($2, 'video', 4, 900, now() - interval '40 days')`,
        [asha.id, ben.id],
      ),
    );
  });

  const summary = (since: string) =>
    db.asRole(admin.claims, async (tx) => {
      const { rows } = await tx.query<{ summary: Record<string, unknown> }>(
        `select public.admin_usage_summary(now() - $1::interval) as summary`,
        [since],
      );
      return rows[0]!.summary;
    });

  it('totals uses, credits, words and active users since a moment, per content type, most used first', async () => {
    expect(await summary('7 days')).toMatchObject({
      uses: 4,
      credits: 26,
      words: 1520,
      active_users: 2,
      by_type: [
        { content_type: 'blog', uses: 2, credits: 14, words: 1400, users: 2 },
        { content_type: 'image', uses: 1, credits: 10, words: 0, users: 1 },
        { content_type: 'social', uses: 1, credits: 2, words: 120, users: 1 },
      ],
    });
  });

  it('the window leaves older records out', async () => {
    expect(await summary('24 hours')).toMatchObject({ uses: 1, credits: 8, active_users: 1 });
    expect(await summary('90 days')).toMatchObject({ uses: 5, credits: 30, active_users: 2 });
  });

  it('refuses anyone but an administrator (42501)', async () => {
    const call = { sql: `select public.admin_usage_summary(now() - interval '7 days')` };
    expect(await attempt(db, asha.claims, call)).toEqual({ error: '42501' });
    expect(await attempt(db, ANON, call)).toEqual({ error: '42501' });
  });
});
