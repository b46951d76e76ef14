// The product's validation rules (docs/product.md), enforced by the database whatever the client sends.
// Each statement runs as the superuser (so row level security is out of the way) and
// is rolled back. Every "refused" case has an "accepted" twin at the edge of the
// rule, so a constraint that is too strict fails here as well as one that is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { attempt } from './support/attempt.ts';
import { createUser, openTestDb } from './support/test-db.ts';

const CHECK = '23514';
const UNIQUE = '23505';
const BAD_JSON = '22P02';

const plan = (values: string) =>
  `insert into subscription_plans (name, credits_limit, price, currency, features) values ${values}`;
const sliders = (overrides: Record<string, unknown>) =>
  JSON.stringify({ spiritual_practical: 50, calm_energetic: 50, formal_casual: 50, detailed_concise: 50, ...overrides });
const tonePrefs = (overrides: Record<string, unknown>) =>
  JSON.stringify({
    include_questions: true,
    use_personal_pronouns: false,
    include_call_to_action: true,
    emotional_tone: 'calming',
    ...overrides,
  });

// [rule, statement ($1 = a user's id), refused with | 'accepted']
const CASES: [string, string, string][] = [
  ['plan price -1', plan(`('Cheap', 10, -1, 'USD', '[]')`), CHECK],
  ['plan price 0', plan(`('Free', 10, 0, 'USD', '[]')`), 'accepted'],
  ['plan credits_limit 0', plan(`('Empty', 0, 5, 'USD', '[]')`), CHECK],
  ['plan credits_limit 1', plan(`('Tiny', 1, 5, 'USD', '[]')`), 'accepted'],
  ["plan currency 'XYZ'", plan(`('Odd', 10, 5, 'XYZ', '[]')`), CHECK],
  ["plan currency 'AUD'", plan(`('Aussie', 10, 5, 'AUD', '[]')`), 'accepted'],
  ['plan blank name', plan(`('  ', 10, 5, 'USD', '[]')`), CHECK],
  ['plan duplicate name', plan(`('Starter', 10, 5, 'USD', '[]')`), UNIQUE],
  ['plan features not strings', plan(`('Numbers', 10, 5, 'USD', '[1, 2]')`), CHECK],
  ['plan features an object', plan(`('Object', 10, 5, 'USD', '{"a": "b"}')`), CHECK],
  ['plan features a JSON string holding a list', plan(`('Stringly', 10, 5, 'USD', to_jsonb('["Email support"]'::text))`), 'accepted'],
  ['plan features a string that is not JSON', plan(`('Prose', 10, 5, 'USD', to_jsonb('Email support'::text))`), BAD_JSON],
  [
    "subscription status 'foo'",
    `insert into user_subscriptions (user_id, plan_id, status) select $1, id, 'foo' from subscription_plans where name = 'Studio'`,
    CHECK,
  ],
  [
    "subscription status 'cancelled' (the other spelling)",
    `insert into user_subscriptions (user_id, plan_id, status) select $1, id, 'cancelled' from subscription_plans where name = 'Studio'`,
    'accepted',
  ],
  ['subscription credits_remaining -1', `update user_subscriptions set credits_remaining = -1 where user_id = $1`, CHECK],
  [
    'subscription period ending before it starts',
    `update user_subscriptions set current_period_end = current_period_start - interval '1 day' where user_id = $1`,
    CHECK,
  ],
  ['profile slider 101', `update profiles set brand_personality = '${sliders({ calm_energetic: 101 })}' where id = $1`, CHECK],
  ['profile slider -5', `update profiles set brand_personality = '${sliders({ formal_casual: -5 })}' where id = $1`, CHECK],
  ['profile sliders 0 and 100', `update profiles set brand_personality = '${sliders({ calm_energetic: 0, formal_casual: 100 })}' where id = $1`, 'accepted'],
  ['profile slider as text', `update profiles set brand_personality = '${sliders({ calm_energetic: '50' })}' where id = $1`, CHECK],
  ['profile slider missing', `update profiles set brand_personality = '{"calm_energetic": 50}' where id = $1`, CHECK],
  ['profile unknown slider', `update profiles set brand_personality = '${sliders({ loud_quiet: 50 })}' where id = $1`, CHECK],
  ['profile id other than user_id', `insert into profiles (id, user_id) values (gen_random_uuid(), $1)`, CHECK],
  ['profile services not a list', `update profiles set primary_services = '"Retreats"' where id = $1`, CHECK],
  ['profile business name of 201 characters', `update profiles set business_name = repeat('x', 201) where id = $1`, CHECK],
  ['profile time zone Europe/London', `update profiles set time_zone = 'Europe/London' where id = $1`, 'accepted'],
  ['profile time zone America/Argentina/Buenos_Aires', `update profiles set time_zone = 'America/Argentina/Buenos_Aires' where id = $1`, 'accepted'],
  ['profile time zone with a space', `update profiles set time_zone = 'Europe/Lon don' where id = $1`, CHECK],
  ['profile time zone of 65 characters', `update profiles set time_zone = 'Europe/' || repeat('x', 58) where id = $1`, CHECK],
  ['tone template blank name', `insert into tone_templates (user_id, name) values ($1, '   ')`, CHECK],
  [
    "tone template emotional tone 'angry'",
    `insert into tone_templates (user_id, name, content_preferences) values ($1, 'Cross', '${tonePrefs({ emotional_tone: 'angry' })}')`,
    CHECK,
  ],
  [
    "tone template emotional tone 'nurturing'",
    `insert into tone_templates (user_id, name, content_preferences) values ($1, 'Warm', '${tonePrefs({ emotional_tone: 'nurturing' })}')`,
    'accepted',
  ],
  [
    'tone template switch given as text',
    `insert into tone_templates (user_id, name, content_preferences) values ($1, 'Odd', '${tonePrefs({ include_questions: 'yes' })}')`,
    CHECK,
  ],
  [
    'tone template voice slider 101',
    `insert into tone_templates (user_id, name, brand_voice_settings) values ($1, 'Loud', '${sliders({ detailed_concise: 101 })}')`,
    CHECK,
  ],
  [
    'second default tone template',
    `insert into tone_templates (user_id, name, is_default) values ($1, 'One', true), ($1, 'Two', true)`,
    UNIQUE,
  ],
  [
    'second default after the first was deleted',
    `insert into tone_templates (user_id, name, is_default, _deleted) values ($1, 'Old', true, true), ($1, 'New', true, false)`,
    'accepted',
  ],
  [
    'one default per user, two users',
    `insert into tone_templates (user_id, name, is_default) select id, 'Mine', true from auth.users`,
    'accepted',
  ],
  ["history content type 'podcast'", `insert into content_history (user_id, content_type) values ($1, 'podcast')`, CHECK],
  ["history content type 'image'", `insert into content_history (user_id, content_type) values ($1, 'image')`, 'accepted'],
  ["history status 'deleted'", `insert into content_history (user_id, content_type, status) values ($1, 'blog', 'deleted')`, CHECK],
  ["history status 'scheduled' without its date", `insert into content_history (user_id, content_type, status) values ($1, 'blog', 'scheduled')`, CHECK],
  ["history status 'scheduled' with its date", `insert into content_history (user_id, content_type, status, scheduled_for) values ($1, 'blog', 'scheduled', now())`, 'accepted'],
  ["history status 'in_review'", `insert into content_history (user_id, content_type, status) values ($1, 'blog', 'in_review')`, 'accepted'],
  ['history title of 301 characters', `insert into content_history (user_id, content_type, title) values ($1, 'blog', repeat('t', 301))`, CHECK],
  ['history title of 300 characters', `insert into content_history (user_id, content_type, title) values ($1, 'blog', repeat('t', 300))`, 'accepted'],
  ['history negative word count', `insert into content_history (user_id, content_type, word_count) values ($1, 'blog', -1)`, CHECK],
  [
    "master prompt tone 'Sarcastic'",
    `insert into master_prompts (name, content_type, tone, prompt_text) values ('Snark', 'blog', 'Sarcastic', 'Text')`,
    CHECK,
  ],
  [
    "master prompt content type 'podcast'",
    `insert into master_prompts (name, content_type, tone, prompt_text) values ('Pod', 'podcast', 'Casual', 'Text')`,
    CHECK,
  ],
  [
    'master prompt text of 10001 characters',
    `insert into master_prompts (name, content_type, tone, prompt_text) values ('Long', 'blog', 'Casual', repeat('p', 10001))`,
    CHECK,
  ],
  [
    'master prompt text of 10000 characters',
    `insert into master_prompts (name, content_type, tone, prompt_text) values ('Long', 'blog', 'Casual', repeat('p', 10000))`,
    'accepted',
  ],
  [
    'master prompt empty text',
    `insert into master_prompts (name, content_type, tone, prompt_text) values ('Empty', 'blog', 'Casual', '')`,
    CHECK,
  ],
  ['usage credits -1', `insert into usage_tracking (user_id, content_type, credits_consumed) values ($1, 'blog', -1)`, CHECK],
  ['usage credits 0', `insert into usage_tracking (user_id, content_type, credits_consumed) values ($1, 'blog', 0)`, 'accepted'],
  ["usage content type 'podcast'", `insert into usage_tracking (user_id, content_type, credits_consumed) values ($1, 'podcast', 1)`, CHECK],
  [
    'preferences id of another type',
    `insert into content_preferences (id, user_id, content_type) values ($1::uuid::text || ':social', $1::uuid, 'blog')`,
    CHECK,
  ],
  ['preferences twice for one type', `insert into content_preferences (user_id, content_type) values ($1, 'blog'), ($1, 'blog')`, UNIQUE],
  ['preferences settings not an object', `insert into content_preferences (user_id, content_type, default_settings) values ($1, 'blog', '[]')`, CHECK],
  ['draft id of another user', `insert into generator_drafts (id, user_id, content_type) values (gen_random_uuid() || ':blog', $1, 'blog')`, CHECK],
  ["draft content type 'podcast'", `insert into generator_drafts (user_id, content_type) values ($1, 'podcast')`, CHECK],
];

let db: Database;
let userId: string;

beforeAll(async () => {
  db = await openTestDb();
  await createUser(db, { email: 'other@example.com' });
  userId = (await createUser(db, { email: 'asha@example.com' })).id;
});

afterAll(() => db?.close());

describe('CHECK and unique constraints', () => {
  for (const [rule, sql, want] of CASES) {
    it(`${rule}: ${want}`, async () => {
      const outcome = await attempt(db, null, { sql, params: sql.includes('$1') ? [userId] : [] });
      if (want === 'accepted') expect('rows' in outcome && outcome.rows > 0, JSON.stringify(outcome)).toBe(true);
      else expect(outcome).toEqual({ error: want });
    });
  }
});

it('stores plan features sent as a JSON string as the list itself', async () => {
  const { rows } = await db.asSuperuser(async (tx) => {
    await tx.query(plan(`('Stringly', 10, 5, 'USD', to_jsonb('["Email support", "Workshops"]'::text))`));
    return tx.query<{ kind: string; features: unknown }>(
      `select jsonb_typeof(features) as kind, features from subscription_plans where name = 'Stringly'`,
    );
  });
  expect(rows).toEqual([{ kind: 'array', features: ['Email support', 'Workshops'] }]);
});
