import { describe, expect, it } from 'vitest';
import { maxLengthOf } from '#domain/field-limits.ts';
import { briefErrors, briefFieldsOf, briefFormOf, emptyBriefForm } from './brief-form-rules.ts';

const form = (patch: Partial<ReturnType<typeof emptyBriefForm>>) => ({ ...emptyBriefForm(), title: 'Full Moon Yin', ...patch });

describe('a brief form', () => {
  it('needs a title, and nothing else', () => {
    expect(briefErrors(emptyBriefForm())).toEqual({ title: 'Say what it is: a title is needed.' });
    expect(briefErrors(form({}))).toEqual({});
    expect(briefErrors(form({ title: '   ' })).title).toBeDefined();
  });

  it('holds each field to the limit the database keeps, and says by how much it is over', () => {
    expect(briefErrors(form({ title: 'a'.repeat(maxLengthOf('briefs', 'title')) }))).toEqual({});
    expect(briefErrors(form({ title: 'a'.repeat(maxLengthOf('briefs', 'title') + 3) })).title).toBe('Too long: 200 characters at most (3 over).');
    expect(briefErrors(form({ location: 'é'.repeat(maxLengthOf('briefs', 'location') + 1) })).location).toBe('Too long: 1,000 characters at most (1 over).');
    expect(briefErrors(form({ details: 'x'.repeat(maxLengthOf('briefs', 'details')) }))).toEqual({});
    expect(briefErrors(form({ details: 'x'.repeat(maxLengthOf('briefs', 'details') + 1) })).details).toContain('5,000');
  });

  it('refuses days that do not exist or run backwards, and a last day without a first', () => {
    expect(briefErrors(form({ starts_on: '2026-02-30' })).starts_on).toBe('Use a full date.');
    expect(briefErrors(form({ starts_on: '2026-06-22', ends_on: '2026-06-20' })).ends_on).toBe('The last day cannot be before the first day.');
    expect(briefErrors(form({ ends_on: '2026-06-20' })).ends_on).toBe('Give the first day too.');
    expect(briefErrors(form({ starts_on: '2026-06-20', ends_on: '2026-06-20' }))).toEqual({});
  });

  it('takes places left as a whole number or nothing', () => {
    expect(briefErrors(form({ places_left: '2.5' })).places_left).toBe('A whole number, 0 or more.');
    expect(briefErrors(form({ places_left: '-1' })).places_left).toBeDefined();
    expect(briefFieldsOf(form({ places_left: ' 0 ' })).places_left).toBe(0);
    expect(briefFieldsOf(form({ places_left: '' })).places_left).toBeNull();
  });

  it('saves the words as written, trimmed at their ends, and reads a saved brief back whole', () => {
    const fields = briefFieldsOf(form({ title: '  Retraite du solstice  ', details: '  Line one\n  Line two  \n' }));
    expect(fields.title).toBe('Retraite du solstice');
    expect(fields.details).toBe('  Line one\n  Line two');
    const brief = { ...fields, places_left: 4, id: 'b1', user_id: 'u', studio_id: 's', created_at: '', updated_at: '' };
    expect(briefFormOf(brief)).toEqual({ ...form({ title: 'Retraite du solstice', details: '  Line one\n  Line two' }), places_left: '4' });
  });
});
