// The limits the forms and sync commands hold (domain/field-limits.ts) against the
// CHECK constraints of the migrated database: every CHECK on a field a person writes has
// its limit in domain/ with the same numbers, and every limit in domain/ has its CHECK.
// A CHECK added later fails here until it is given a limit or said to guard no such field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, type Limit } from '../../domain/field-limits.ts';
import type { Database } from '../../server/db/database.ts';
import { openTestDb } from './support/test-db.ts';

/** CHECKs on what the system writes, not a person: ids, stamps, counters, states set by the server. */
const NOT_TYPED_BY_A_PERSON: Record<string, string> = {
  profiles_check: 'the profile is keyed by its user',
  profiles_user_is_studio: 'the profile is the studio owner’s',
  content_preferences_check: 'the id is made of the user and the content type',
  content_preferences_user_is_studio: 'the preferences are the studio owner’s',
  generator_drafts_check: 'the id is made of the user and the content type',
  generator_drafts_content_type_check: 'the open tool',
  generator_drafts_form_check: 'a tool’s form is saved as it is typed, each field held by its own limit',
  generator_drafts_output_check: 'what a generator wrote',
  generator_drafts_last_runs_check: 'what the tools remember of their last generations',
  tone_templates_content_preferences_check: 'switches and a tone picked from a list',
  usage_tracking_content_type_check: 'counted by the server',
  usage_tracking_credits_consumed_check: 'counted by the server',
  usage_tracking_word_count_check: 'counted by the server',
  user_subscriptions_check: 'set by billing',
  user_subscriptions_credits_remaining_check: 'set by billing',
  user_subscriptions_credits_used_check: 'set by billing',
  user_subscriptions_paypal_subscription_id_check: 'set by billing',
  user_subscriptions_status_check: 'set by billing',
  studio_invitations_role_check: 'picked from a list',
  studio_invitations_token_hash_check: 'made by the server',
  studio_members_role_check: 'picked from a list',
  calendar_feeds_token_hash_check: 'made by the server from the feed’s secret',
  content_history_scheduled_has_date: 'the screen that schedules an item asks for its date (domain/content-plan.ts)',
  content_history_published_has_date: 'set when an item is marked published (domain/content-plan.ts)',
  content_history_review_thread_check: 'written by the server from each move and comment; each note held to REVIEW_NOTE_MAX (domain/content-review.ts)',
};

type Check = { table: string; name: string; columns: string[]; def: string };

let db: Database;
let checks: Check[];
let contentTypes: string[];
let sliderRange: { min: number; max: number };

beforeAll(async () => {
  db = await openTestDb();
  await db.asSuperuser(async (tx) => {
    const found = await tx.query<{ table: string; name: string; columns: string[]; def: string }>(`
      select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as def,
             array(select a.attname::text from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any (c.conkey) order by a.attnum) as columns
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      where c.contype = 'c' and n.nspname = 'public'
      order by t.relname, c.conname`);
    checks = found.rows;
    const types = await tx.query<{ types: string[] }>('select public.content_types() as types');
    contentTypes = types.rows[0]?.types ?? [];
    const sliders = await tx.query<{ body: string }>(`select pg_get_functiondef('public.is_slider_set(jsonb)'::regprocedure) as body`);
    const between = /not between (\d+) and (\d+)/.exec(sliders.rows[0]?.body ?? '');
    sliderRange = { min: Number(between?.[1]), max: Number(between?.[2]) };
  });
});

afterAll(() => db?.close());

const number = (text: string | undefined) => Number(text?.replace(/[()]/g, ''));

/** The limit a CHECK's definition states, in the shape domain/field-limits.ts keeps it. */
function limitOfCheck(def: string): Limit | null {
  const list = /is_string_array\(\w+, (\d+), (\d+)\)/.exec(def);
  if (list) return { kind: 'list', maxItems: number(list[1]), maxLength: number(list[2]) };
  const object = /is_small_object\(\w+, (\d+)\)/.exec(def);
  if (object) return { kind: 'object', maxBytes: number(object[1]) };
  if (/is_slider_set\(/.test(def)) return { kind: 'sliders', ...sliderRange };
  if (/is_iso_date\(/.test(def)) return { kind: 'date' };
  if (/= ANY \((public\.)?content_types\(\)\)/.test(def)) return { kind: 'choice', values: contentTypes };
  const choice = /= ANY \(ARRAY\[(.*)\]\)/.exec(def);
  if (choice) return { kind: 'choice', values: [...(choice[1] ?? '').matchAll(/'([^']*)'::text/g)].map((match) => match[1] ?? '') };
  const max = /char_length\((?:btrim\()?\w+\)?\) <= (\d+)/.exec(def);
  const min = /char_length\((?:btrim\()?\w+\)?\) >= (\d+)/.exec(def);
  const pattern = /~ '(.*)'::text/.exec(def);
  if (max && pattern && /time_zone/.test(def)) return { kind: 'time-zone', max: number(max[1]), pattern: pattern[1] ?? '' };
  if (max && pattern?.[1]?.startsWith('^https?')) return { kind: 'link', max: number(max[1]), pattern: pattern[1] };
  if (max && pattern) return { kind: 'email', max: number(max[1]), pattern: pattern[1] ?? '' };
  if (max) return min ? { kind: 'text', max: number(max[1]), min: number(min[1]) } : { kind: 'text', max: number(max[1]) };
  const low = /\w+ >= (\(?[\d.]+\)?)(?:::numeric)?/.exec(def);
  const high = /\w+ <= (\(?[\d.]+\)?)(?:::numeric)?/.exec(def);
  if (low || high) return { kind: 'number', ...(low ? { min: number(low[1]) } : {}), ...(high ? { max: number(high[1]) } : {}) };
  return null;
}

describe('the limits in domain/ and the CHECKs of the database', () => {
  it('finds the CHECKs', () => {
    expect(checks.length).toBeGreaterThan(40);
  });

  it('gives every CHECK on a field a person writes its limit in domain/, with the same numbers', () => {
    const mismatches: string[] = [];
    for (const check of checks) {
      if (check.name in NOT_TYPED_BY_A_PERSON) continue;
      const kept = FIELD_LIMITS.find((entry) => entry.constraint === check.name);
      if (!kept) {
        mismatches.push(`${check.name} (${check.def}) has no limit in domain/field-limits.ts`);
        continue;
      }
      if (kept.table !== check.table || !check.columns.includes(kept.column)) {
        mismatches.push(`${check.name} is on ${check.table}.${check.columns.join(',')}, domain/ says ${kept.table}.${kept.column}`);
      }
      const stated = limitOfCheck(check.def);
      if (JSON.stringify(stated) !== JSON.stringify(kept.limit)) {
        mismatches.push(`${check.name}: the database says ${JSON.stringify(stated)} (${check.def}), domain/ ${JSON.stringify(kept.limit)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('has a CHECK in the database for every limit in domain/', () => {
    const names = new Set(checks.map((check) => check.name));
    expect(FIELD_LIMITS.filter((entry) => !names.has(entry.constraint)).map((entry) => entry.constraint)).toEqual([]);
    expect(Object.keys(NOT_TYPED_BY_A_PERSON).filter((name) => !names.has(name))).toEqual([]);
  });

  it('keeps one limit per CHECK', () => {
    const constraints = FIELD_LIMITS.map((entry) => entry.constraint);
    expect(constraints.length).toBe(new Set(constraints).size);
  });
});
