import { describe, expect, it } from 'vitest';
import { refusalOf, refusedConstraint } from './sync-refusal.ts';

const RAW = 'new row for relation "tone_templates" violates check constraint "tone_templates_description_check"';

describe('a change the server refused', () => {
  it('reads the CHECK the refusal names', () => {
    expect(refusedConstraint(RAW)).toBe('tone_templates_description_check');
    expect(refusedConstraint('permission denied')).toBeNull();
  });

  it('names the field, its length and its limit instead of the database text', () => {
    const refusal = refusalOf('tone_templates', 't1', { name: 'Calm', description: 'd'.repeat(5000) }, RAW);
    expect(refusal).toEqual({
      reason: "The tone template's description is 5,000 characters; the most is 1,000. Shorten it to sync.",
      column: 'description',
      fix: { to: '/settings', search: { tab: 'templates' } },
    });
  });

  it('finds the field over its limit when the refusal names no CHECK', () => {
    const refusal = refusalOf('briefs', 'b1', { title: 't'.repeat(250) }, 'row refused');
    expect(refusal.reason).toBe("The brief's title is 250 characters; the most is 200. Shorten it to sync.");
    expect(refusal.fix?.search).toEqual({ brief: 'b1' });
  });

  it('keeps the server’s words when no limit explains them', () => {
    expect(refusalOf('tone_templates', 't1', { name: 'Calm' }, 'permission denied')).toEqual({ reason: 'permission denied', column: null, fix: null });
  });
});
