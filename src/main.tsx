import { readAheadAnswered } from './app/read-ahead.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getAuthState } from '#sync/auth.ts';
import { AppRoot } from './app/app-root.tsx';
import { firstScreenPainted, watchFirstScreen } from './app/first-screen.ts';
import { type AppRouter, createAppRouter } from './router.ts';
import { nextTask } from './ui/next-task.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The page came drawn ahead of time for a signed-out visitor (src/prerender.tsx): the app
 * takes it over as it is, when it would draw the same (the same path, no query, nobody
 * signed in). Anyone else gets the app drawn anew in its place.
 */
function drawnForThisVisit(element: HTMLElement): boolean {
  const auth = getAuthState();
  return element.dataset.prerendered === window.location.pathname && window.location.search === '' && auth.user === null && !auth.loading;
}

function draw(element: HTMLElement, router: AppRouter) {
  createRoot(element).render(<AppRoot router={router} />);
}

/**
 * The screen's code first: hydration must draw exactly what the HTML shows. The router
 * then renders as it did on the server (its top level without a Suspense boundary), as
 * TanStack Router's own hydration sets it, for the life of the page. As a transition,
 * React hydrates a slice at a time, yielding to the browser between slices.
 */
function takeOver(element: HTMLElement, router: AppRouter) {
  router.ssr = { manifest: undefined };
  startTransition(() => {
    hydrateRoot(element, <AppRoot router={router} />);
  });
}

// The route's code first, either way: drawn at once, the app's first frame would be the
// router waiting for it, an empty page in place of index.html's loading screen.
// Not a top-level await: the bundler would then split the modules the entry shares
// with the screens into chunks of their own (more requests and bytes for every page).
// Rows read ahead from disk (a reload of the history tab) usually answer about when the
// route's code has loaded: the first render waits up to 100 ms more for them and draws them.
// The start is two tasks, not one: the entry's modules run, then the router is built,
// matches the address and asks for the route's code. As one task they held the page for
// about 270 ms under a 4x CPU slowdown (66 ms on this machine); split, about 165 and 60 ms,
// and the browser can handle a tap or paint in between. Asking for the route's code in a
// task of its own as well delayed a signed-in screen's first paint (Lighthouse's /dashboard
// largest paint 2.7 -> 3.4-3.7 s), so it stays with the router's building.
async function start(element: HTMLElement) {
  await nextTask();
  const router = createAppRouter();
  watchFirstScreen(router);
  const drawn = drawnForThisVisit(element);
  void router.load().then(
    () => readAheadAnswered(100).then(() => (drawn ? takeOver(element, router) : draw(element, router))),
    () => draw(element, router),
  );
}
void start(root);
// Once the app's first screen is up, the page is the app's: the mark goes (tests wait for it).
void firstScreenPainted.then(() => root.removeAttribute('data-prerendered'));
