import { describe, expect, it } from 'vitest';
import { navModel } from './nav-items.ts';

const labels = (pathname: string, signedIn: boolean, isAdmin: boolean) =>
  navModel(pathname, signedIn, isAdmin).items.map((item) => item.label);

describe('navModel', () => {
  it('hides the navigation on the account screens', () => {
    for (const path of ['/login', '/signup', '/reset-password', '/update-password', '/login/']) {
      expect(navModel(path, false, false)).toEqual({ visible: false, items: [] });
      expect(navModel(path, true, true).visible).toBe(false);
    }
  });

  it('offers Features, Pricing, Login and Get Started to visitors', () => {
    expect(labels('/faq', false, false)).toEqual(['Features', 'Pricing', 'Login', 'Get Started']);
    expect(navModel('/auth', false, false).visible).toBe(true);
  });

  it('scrolls to the sections only when already on the landing page', () => {
    const sections = (path: string) =>
      navModel(path, false, false).items.flatMap((item) => (item.kind === 'section' ? [item.inPlace] : []));
    expect(sections('/')).toEqual([true, true]);
    expect(sections('/about')).toEqual([false, false]);
  });

  it('offers Dashboard, Calendar, Settings, Profile and Sign Out to a signed-in user', () => {
    expect(labels('/', true, false)).toEqual(['Dashboard', 'Calendar', 'Settings', 'Profile', 'Sign Out']);
  });

  it('adds Admin for administrators only', () => {
    expect(labels('/dashboard', true, true)).toEqual(['Dashboard', 'Calendar', 'Settings', 'Profile', 'Admin', 'Sign Out']);
  });

  it('ignores the admin flag of a visitor who is not signed in', () => {
    expect(labels('/', false, true)).not.toContain('Admin');
  });
});
