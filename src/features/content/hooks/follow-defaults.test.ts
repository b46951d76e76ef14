import { describe, expect, it } from 'vitest';
import { followDefaults } from './follow-defaults.ts';

describe('defaults that arrive after the user started typing', () => {
  const before = { businessName: '', ctaPlacement: 'multiple', keywords: [] as string[], tone: 'Professional' };
  const synced = { businessName: 'Reiki Rooms', ctaPlacement: 'bottom', keywords: [] as string[], tone: 'Professional' };

  it('move the fields the user has not changed, and keep what the user typed', () => {
    const typed = { ...before, businessName: 'My own name', keywords: ['reiki'] };
    expect(followDefaults(typed, before, synced)).toEqual({ businessName: 'My own name', ctaPlacement: 'bottom', keywords: ['reiki'], tone: 'Professional' });
  });

  it('leave a field the user set back to the old default alone only if the default did not move', () => {
    const typed = { ...before, tone: 'Calm' };
    expect(followDefaults(typed, before, { ...before, tone: 'Playful' }).tone).toBe('Calm');
  });

  it('return the same form when nothing moved', () => {
    const typed = { ...before, businessName: 'X' };
    expect(followDefaults(typed, before, before)).toBe(typed);
  });
});
