import { describe, expect, it } from 'vitest';
import { viewAfterEvent } from './prebuilt-views.ts';

describe('prebuilt form views', () => {
  it('switches to update_password on a password-recovery event from any view', () => {
    expect(viewAfterEvent('sign_in', 'PASSWORD_RECOVERY')).toBe('update_password');
    expect(viewAfterEvent('magic_link', 'PASSWORD_RECOVERY')).toBe('update_password');
  });

  it('returns to sign_in after the user is updated', () => {
    expect(viewAfterEvent('update_password', 'USER_UPDATED')).toBe('sign_in');
  });

  it('keeps the view for other events', () => {
    expect(viewAfterEvent('sign_up', 'SIGNED_IN')).toBe('sign_up');
    expect(viewAfterEvent('verify_otp', 'TOKEN_REFRESHED')).toBe('verify_otp');
  });
});
