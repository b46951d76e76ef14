// What the navigation bar shows, as a pure function of where the visitor is and
// who they are.

export type LandingSection = 'features' | 'pricing';
export type NavPath = '/dashboard' | '/calendar' | '/settings' | '/profile' | '/admin' | '/login' | '/signup';

export type NavItem =
  /** On / it scrolls to the section; elsewhere it goes to /#section. */
  | { kind: 'section'; label: string; section: LandingSection; inPlace: boolean }
  | { kind: 'link'; label: string; to: NavPath; emphasis: boolean }
  | { kind: 'sign-out'; label: string };

export type NavModel = { visible: boolean; items: NavItem[] };

/** The account screens show no navigation, only the brand. */
const HIDDEN_ON = new Set(['/login', '/signup', '/reset-password', '/update-password']);

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function navModel(pathname: string, signedIn: boolean, isAdmin: boolean): NavModel {
  const path = normalize(pathname);
  if (HIDDEN_ON.has(path)) return { visible: false, items: [] };
  if (signedIn) {
    const items: NavItem[] = [
      { kind: 'link', label: 'Dashboard', to: '/dashboard', emphasis: false },
      { kind: 'link', label: 'Calendar', to: '/calendar', emphasis: false },
      { kind: 'link', label: 'Settings', to: '/settings', emphasis: false },
      { kind: 'link', label: 'Profile', to: '/profile', emphasis: false },
    ];
    if (isAdmin) items.push({ kind: 'link', label: 'Admin', to: '/admin', emphasis: false });
    items.push({ kind: 'sign-out', label: 'Sign Out' });
    return { visible: true, items };
  }
  const onLanding = path === '/';
  return {
    visible: true,
    items: [
      { kind: 'section', label: 'Features', section: 'features', inPlace: onLanding },
      { kind: 'section', label: 'Pricing', section: 'pricing', inPlace: onLanding },
      { kind: 'link', label: 'Login', to: '/login', emphasis: false },
      { kind: 'link', label: 'Get Started', to: '/signup', emphasis: true },
    ],
  };
}
