// Every public route and the heading a visitor sees on it.
import { HERO } from '../../src/features/landing/messages.ts';

export const PUBLIC_ROUTES = [
  { path: '/', heading: HERO.title },
  { path: '/auth', heading: 'Sign in to the product' },
  { path: '/login', heading: 'Sign in to your account' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/reset-password', heading: 'Reset your password' },
  { path: '/update-password', heading: 'Update your password' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/about', heading: 'About Us' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
] as const;

/** Where the navigation bar is hidden. */
export const ACCOUNT_SCREENS = ['/login', '/signup', '/reset-password', '/update-password'] as const;
