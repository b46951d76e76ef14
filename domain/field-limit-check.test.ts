import { describe, expect, it } from 'vitest';
import { breachIn, charLength, fieldBreach, storedBytes } from './field-limit-check.ts';
import { breachMessage, FieldLimitError, LIMIT_TEXT, showsCounter } from './field-limit-messages.ts';
import { FIELD_LIMITS, fieldLimit, fixScreenOf, maxLengthOf } from './field-limits.ts';

describe('field limits', () => {
  it('keeps each text limit at its edge: the most is accepted, one more refused', () => {
    for (const entry of FIELD_LIMITS.filter((field) => field.limit.kind === 'text')) {
      const max = maxLengthOf(entry.table, entry.column);
      expect(fieldBreach(entry.table, entry.column, 'é'.repeat(max)), entry.constraint).toBeNull();
      expect(fieldBreach(entry.table, entry.column, 'x'.repeat(max + 1))?.problem, entry.constraint).toBe('too-long');
    }
  });

  it('counts characters as the database does: an emoji is one', () => {
    expect(charLength('🧘🧘')).toBe(2);
    expect(fieldBreach('tone_templates', 'name', '🧘'.repeat(100))).toBeNull();
  });

  it('needs a name that is more than spaces', () => {
    expect(fieldBreach('tone_templates', 'name', '   ')?.problem).toBe('too-short');
    expect(fieldBreach('master_prompts', 'prompt_text', ' a ')).toBeNull();
  });

  it('holds lists to their count and their entries to their length', () => {
    expect(fieldBreach('profiles', 'seo_keywords', Array.from({ length: 51 }, (_, i) => `k${i}`))).toMatchObject({ problem: 'too-many', actual: 51 });
    expect(fieldBreach('profiles', 'seo_keywords', ['x'.repeat(101)])).toMatchObject({ problem: 'entry-too-long', actual: 101 });
    expect(fieldBreach('profiles', 'seo_keywords', Array.from({ length: 50 }, () => 'x'.repeat(100)))).toBeNull();
  });

  it('holds numbers, sliders, choices, dates and emails', () => {
    expect(fieldBreach('subscription_plans', 'credits_limit', 0)?.problem).toBe('out-of-range');
    expect(fieldBreach('subscription_plans', 'credits_limit', 1)).toBeNull();
    expect(fieldBreach('profiles', 'brand_personality', { spiritual_practical: 101 })?.actual).toBe(101);
    expect(fieldBreach('briefs', 'kind', 'party')?.problem).toBe('not-a-choice');
    expect(fieldBreach('briefs', 'starts_on', '2025-02-30')?.problem).toBe('not-a-date');
    expect(fieldBreach('briefs', 'starts_on', '')).toBeNull();
    expect(fieldBreach('studio_invitations', 'email', 'asha at example.com')?.problem).toBe('not-an-email');
    expect(fieldBreach('studio_invitations', 'email', 'asha@example.com')).toBeNull();
  });

  it('measures a settings object as the database stores it', () => {
    expect(storedBytes({ a: 1, b: [1, 2] })).toBe('{"a": 1, "b": [1, 2]}'.length);
    expect(fieldBreach('content_preferences', 'default_settings', { note: 'x'.repeat(20000) })?.problem).toBe('too-big');
  });

  it('looks only at the fields a document has', () => {
    expect(breachIn('profiles', { business_name: 'Lotus' })).toBeNull();
    expect(breachIn('profiles', { business_name: 'Lotus', target_audience: 'a'.repeat(4600) })?.field.column).toBe('target_audience');
  });

  it('has no limit for a field the database does not hold', () => {
    expect(() => fieldLimit('profiles', 'favourite_colour')).toThrow();
  });
});

describe('what a person reads about a limit', () => {
  it('names the field and its limit, and what to do', () => {
    const breach = fieldBreach('tone_templates', 'description', 'd'.repeat(5000));
    expect(breach && breachMessage(breach, 'sync')).toBe("The tone template's description is 5,000 characters; the most is 1,000. Shorten it to sync.");
    expect(breach && new FieldLimitError(breach).message).toBe("The tone template's description is 5,000 characters; the most is 1,000. Shorten it to save.");
    const many = fieldBreach('profiles', 'primary_services', Array.from({ length: 60 }, (_, i) => `s${i}`));
    expect(many && breachMessage(many, 'sync')).toBe("The brand profile's services hold 60 entries; the most is 50. Remove some to sync.");
    const plan = fieldBreach('subscription_plans', 'credits_limit', 0);
    expect(plan && breachMessage(plan, 'save')).toBe("The plan's credits is 0; it must be at least 1. Change it to save.");
  });

  it('shows the counter past four fifths of the limit', () => {
    expect(showsCounter(800, 1000)).toBe(false);
    expect(showsCounter(801, 1000)).toBe(true);
    expect(LIMIT_TEXT.counter(1200, 1000)).toBe('1,200/1,000');
  });

  it('says where each field is fixed, on the document when the screen opens one', () => {
    expect(fixScreenOf('tone_templates', 't1')).toEqual({ to: '/settings', search: { tab: 'templates' } });
    expect(fixScreenOf('briefs', 'b1')?.search).toEqual({ brief: 'b1' });
    for (const table of new Set(FIELD_LIMITS.map((entry) => entry.table))) expect(fixScreenOf(table), table).not.toBeNull();
  });
});
