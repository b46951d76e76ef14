import { describe, expect, it } from 'vitest';
import { checkNewPassword, signUpBlocked } from './password-rules.ts';

describe('new password rules', () => {
  it('refuses two different passwords with the mismatch texts', () => {
    expect(checkNewPassword('Lotus-flow-22', 'Lotus-flow-23')).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure both passwords are the same.',
    });
  });

  it('refuses a matching password shorter than 8 characters', () => {
    expect(checkNewPassword('Om-1234', 'Om-1234')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 8 characters long.',
    });
  });

  it('accepts matching passwords of 8 characters or more', () => {
    expect(checkNewPassword('Om-12345', 'Om-12345')).toBeNull();
  });

  it('blocks sign-up under 8 characters only', () => {
    expect(signUpBlocked('1234567')).toBe(true);
    expect(signUpBlocked('12345678')).toBe(false);
  });
});
