import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard-decision.ts';

describe('guardDecision', () => {
  it('waits while the session is being determined', () => {
    expect(guardDecision({ loading: true, user: null })).toBe('loading');
  });

  it('shows the page to a signed-in user', () => {
    expect(guardDecision({ loading: false, user: { id: 'u1' } })).toBe('allow');
  });

  it('sends everyone else to /login', () => {
    expect(guardDecision({ loading: false, user: null })).toBe('redirect');
  });

  it('shows the page at once to a user already known from the stored session', () => {
    expect(guardDecision({ loading: true, user: { id: 'u1' } })).toBe('allow');
  });
});
