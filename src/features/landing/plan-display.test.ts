import { describe, expect, it } from 'vitest';
import { mostPopularIndex, planDescription } from './plan-display.ts';

describe('mostPopularIndex', () => {
  it('marks the plan named Professional wherever it is', () => {
    expect(mostPopularIndex([{ name: 'Professional' }, { name: 'Starter' }, { name: 'Studio' }])).toBe(0);
    expect(mostPopularIndex([{ name: 'Starter' }, { name: 'Studio' }, { name: 'Professional' }])).toBe(2);
  });

  it('marks the second card when no plan is named Professional', () => {
    expect(mostPopularIndex([{ name: 'Solo' }, { name: 'Team' }, { name: 'Centre' }])).toBe(1);
  });

  it('marks nothing when there is a single plan', () => {
    expect(mostPopularIndex([{ name: 'Solo' }])).toBe(-1);
    expect(mostPopularIndex([])).toBe(-1);
  });
});

describe('planDescription', () => {
  it('is fixed per plan name, with a general text for other names', () => {
    expect(planDescription('Starter')).toContain('getting started');
    expect(planDescription('Studio')).not.toBe(planDescription('Professional'));
    expect(planDescription('Enterprise')).toBe('Monthly credits for every content tool.');
  });
});

