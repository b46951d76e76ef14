// The public pages drawn ahead of time, at build (scripts/vite-prerender.ts runs this in
// Node): each page's HTML as a visitor's browser draws it, which index.html then
// carries inside #root. A visitor sees the page as soon as the HTML and CSS arrive,
// before any script; the app then takes it over as it is (hydration, main.tsx).
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppRoot } from './app/app-root.tsx';
import { PRERENDERED_PATHS } from './app/prerendered-paths.ts';
import { createAppRouter } from './router.ts';

export { PRERENDERED_PATHS };

/** The HTML of `path` as a signed-out visitor's first render draws it. */
export async function renderPage(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(<AppRoot router={router} />);
}
