// Draws the public pages ahead of time at the end of the app's build: src/prerender.tsx
// is built for Node (its dependencies stay in node_modules), each page in
// PRERENDERED_PATHS is rendered as a signed-out visitor sees it, and written into a copy
// of the built index.html, in dist/prerendered/<page>.html, with `data-prerendered` on
// #root naming its path, and the app's entry requested after the first paint
// (public/start-after-paint.js). The server sends it to a visitor's first navigation
// (server/static.ts); the app takes it over (src/main.tsx). The service worker does not
// precache these: an installed app opens every path from index.html.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const ROOT_OPEN = '<div id="root">';

/** React's mark for a Suspense boundary it could not render on the server (the browser then draws it). */
const CLIENT_RENDERED = '<!--$!-->';

/** The resource hints React puts before the page's HTML (an image's preload): they belong in <head>. */
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/** The app's entry as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * `index` with #root holding the page `rendered` for `path`, marked with it. React's
 * leading resource hints move to <head>: hydration expects #root's first node to be the
 * app's. The entry script gives way to public/start-after-paint.js, which requests it
 * once the page has painted.
 */
export function pageHtml(index: string, path: string, rendered: string): string {
  const entry = ENTRY_SCRIPT.exec(index);
  if (!entry) throw new Error("index.html has no module script for the app's entry");
  const page = index.replace(entry[0], `<script defer src="/start-after-paint.js" data-entry="${entry[1]}"></script>`);
  const head = page.indexOf('</head>');
  const start = page.indexOf(ROOT_OPEN);
  const end = page.lastIndexOf('</div>', page.indexOf('</body>'));
  if (head < 0 || start < head || end < start) throw new Error('index.html has no <div id="root"> closed before </body>');
  const links = LEADING_LINKS.exec(rendered)?.[0] ?? '';
  const marker = `<div id="root" data-prerendered="${path}">`;
  return `${page.slice(0, head)}${links}${page.slice(head, start)}${marker}${rendered.slice(links.length)}${page.slice(end)}`;
}

type Renderer = { PRERENDERED_PATHS: readonly string[]; renderPage(path: string): Promise<string> };

async function buildRenderer(config: ResolvedConfig, outDir: string): Promise<Renderer> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: config.resolve.alias },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, target: 'node20', minify: false },
  });
  return (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as Renderer;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'studio-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const dist = join(config.root, config.build.outDir);
      // Inside the project, so that the built module finds its dependencies in node_modules.
      const work = join(config.root, 'node_modules', '.cache', 'studio-prerender');
      const renderer = await buildRenderer(config, work);
      const index = await readFile(join(dist, 'index.html'), 'utf8');
      const folder = join(dist, 'prerendered');
      await mkdir(folder, { recursive: true });
      for (const path of renderer.PRERENDERED_PATHS) {
        const name = path === '/' ? 'index' : path.slice(1);
        const rendered = await renderer.renderPage(path);
        // A part that suspended is left for the browser to draw: the page would not arrive whole.
        if (rendered.includes(CLIENT_RENDERED)) throw new Error(`${path} suspended while drawn ahead of time: it would not arrive whole`);
        await writeFile(join(folder, `${name}.html`), pageHtml(index, path, rendered));
      }
      await rm(work, { recursive: true, force: true });
    },
  };
}
