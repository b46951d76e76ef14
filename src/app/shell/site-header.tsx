// The shared header: brand, offline indicator and the navigation
// (a row of links from 768px up, a side menu below).
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { deferred } from '../../ui/deferred.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.tsx';
import { useAuth } from '../auth-provider.tsx';
import { firstScreenPainted } from '../first-screen.ts';
import { SIGN_OUT_FAILED, SIGNED_OUT } from '../messages.ts';
import { BrandLink } from './brand-link.tsx';
import { NavEntry } from './nav-entry.tsx';
import { navModel } from './nav-items.ts';
import { OfflineIndicator } from './offline-indicator.tsx';

// Loaded only for a signed-in user: visitors of the landing page never download it;
// and after the first screen has painted (it brings the device database with it).
// Not suspending: a header fallback would hold back the page's content (React's reveal throttle).
const SignedInStatus = deferred(
  () => firstScreenPainted.then(() => import('./signed-in-status.tsx')).then((module) => module.default),
  null,
);
// The studio switcher of the phone menu, for a signed-in user in several studios.
const StudioSwitcher = lazy(() => import('./studio-switcher.tsx'));
// Loaded when the phone menu is first opened.
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The menu loads after the first click, so it cannot know where focus was: give it back here.
  useEffect(() => {
    if (menuOpen || !wasOpen.current) {
      wasOpen.current = menuOpen;
      return;
    }
    wasOpen.current = false;
    const frame = requestAnimationFrame(() => menuButton.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [menuOpen]);
  const model = navModel(pathname, Boolean(auth.user), auth.isAdmin);

  // A protected page then goes to /login by itself (AuthGuard); a public page stays.
  async function handleSignOut() {
    const { error } = await auth.signOut();
    if (error) {
      notifyError(SIGN_OUT_FAILED.title, error.message);
      return;
    }
    notifySuccess(SIGNED_OUT.title, SIGNED_OUT.description);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLink />
        <div className="flex items-center gap-2">
          <OfflineIndicator />
          {auth.user && (
            <SignedInStatus />
          )}
          {model.visible && (
            <>
              <nav aria-label="Main" className="hidden md:block">
                <ul className="flex items-center gap-1">
                  {model.items.map((item) => (
                    <li key={item.label}>
                      <NavEntry item={item} layout="bar" onSignOut={handleSignOut} />
                    </li>
                  ))}
                </ul>
              </nav>
              <button
                type="button"
                className="rounded-lg p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700 md:hidden"
                ref={menuButton}
                aria-label="Open menu"
                aria-expanded={menuOpen}
                onClick={() => {
                  setMenuUsed(true);
                  setMenuOpen(true);
                }}
              >
                <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
                </svg>
              </button>
              {menuUsed && (
                <Suspense fallback={null}>
                  <MobileMenu
                    open={menuOpen}
                    onClose={() => setMenuOpen(false)}
                    items={model.items}
                    onSignOut={handleSignOut}
                    top={auth.user ? <StudioSwitcher layout="menu" onSwitched={() => setMenuOpen(false)} /> : null}
                  />
                </Suspense>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
