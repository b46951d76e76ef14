import { describe, expect, it } from 'vitest';
import { BRIEF_ERRORS, type BriefFields, briefProblem } from './brief-rules.ts';
import { isIsoDate } from './field-limit-check.ts';

const BRIEF: BriefFields = {
  kind: 'workshop',
  title: 'Solstice Retreat',
  starts_on: '2025-06-20',
  ends_on: '2025-06-22',
  times: 'arrive from 3pm',
  location: 'Lagoon Flow studio, Grand Baie',
  leaders: 'Anaïs (yoga)',
  price: 'Rs 12,500 per person',
  bring: 'yoga mat',
  booking: 'https://example.com/book',
  places_left: 0,
  audience: '',
  key_message: '',
  avoid: '',
  details: '',
};

describe('briefProblem', () => {
  it('accepts a brief at the edges of every rule', () => {
    expect(briefProblem(BRIEF)).toBeNull();
    expect(briefProblem({ ...BRIEF, starts_on: '', ends_on: '', places_left: null })).toBeNull();
    expect(briefProblem({ ...BRIEF, ends_on: BRIEF.starts_on })).toBeNull();
    expect(briefProblem({ ...BRIEF, title: 't'.repeat(200), details: 'd'.repeat(5000), location: 'l'.repeat(1000) })).toBeNull();
    // Characters, as the database counts them: 200 emoji fit a title.
    expect(briefProblem({ ...BRIEF, title: '🧘'.repeat(200) })).toBeNull();
  });

  it('names the first rule broken', () => {
    expect(briefProblem({ ...BRIEF, kind: 'party' as BriefFields['kind'] })).toBe(BRIEF_ERRORS.kind);
    expect(briefProblem({ ...BRIEF, starts_on: '20 June' })).toBe(BRIEF_ERRORS.startsOn);
    expect(briefProblem({ ...BRIEF, ends_on: '2025-06-31' })).toBe(BRIEF_ERRORS.endsOn);
    expect(briefProblem({ ...BRIEF, starts_on: '' })).toBe(BRIEF_ERRORS.endsWithoutStart);
    expect(briefProblem({ ...BRIEF, ends_on: '2025-06-19' })).toBe(BRIEF_ERRORS.endsBeforeStart);
    expect(briefProblem({ ...BRIEF, places_left: -1 })).toBe(BRIEF_ERRORS.placesLeft);
    expect(briefProblem({ ...BRIEF, places_left: 2.5 })).toBe(BRIEF_ERRORS.placesLeft);
    expect(briefProblem({ ...BRIEF, title: 't'.repeat(201) })).toBe('The title holds at most 200 characters.');
    expect(briefProblem({ ...BRIEF, details: 'd'.repeat(5001) })).toBe('Anything else holds at most 5,000 characters.');
    expect(briefProblem({ ...BRIEF, bring: 'b'.repeat(1001) })).toBe('What to bring holds at most 1,000 characters.');
  });
});

describe('isIsoDate', () => {
  it('takes only days that exist, written YYYY-MM-DD', () => {
    expect(['2024-02-29', '2025-12-31', '0001-01-01'].map(isIsoDate)).toEqual([true, true, true]);
    expect(['2025-02-29', '2025-13-01', '2025-6-1', '0000-01-01', '2025-06-01T10:00', ''].map(isIsoDate)).toEqual([false, false, false, false, false, false]);
  });
});
