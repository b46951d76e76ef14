import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildLogger } from './scripts/vite-build-logger.ts';
import { hoistImportsPlugin } from './scripts/vite-hoist-imports.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { prerenderPlugin } from './scripts/vite-prerender.ts';

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

export default defineConfig(({ command }) => ({
  customLogger: buildLogger(),
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        // The public pages drawn ahead of time are for a first visit; the app opens every path from index.html.
        globIgnores: ['prerendered/**'],
      },
    }),
    hoistImportsPlugin(),
    precompressPlugin(),
    prerenderPlugin(),
  ],
  resolve: {
    // broadcast-channel's clean-up on `unload` keeps pages out of the back/forward
    // cache; the browser build runs it on `pagehide` instead (see the module's header).
    alias: command === 'build' ? [{ find: /^unload$/, replacement: fileURLToPath(new URL('./sync/db/unload-on-pagehide.ts', import.meta.url)) }] : [],
  },
  // No modulepreload links: appending one per chunk of a lazily loaded screen held up the
  // commit that shows it (see docs/performance.md, "The app's start").
  build: {
    target: 'es2022',
    // Vite's per-file gzip column only shows with SIZES=all (scripts/vite-build-logger.ts).
    reportCompressedSize: process.env.SIZES === 'all',
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only what each group names: by default a group also takes in everything its modules import.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'device-db', test: /node_modules[\\/](rxdb|dexie|mingo|oblivious-set|broadcast-channel|event-reduce-js|array-push-at-sort-position|binary-decision-diagram|custom-idle-queue)[\\/]/ },
            // Apart: the screens' live queries use RxJS too, and their first paint need not wait for the database's code.
            { name: 'rxjs', test: /node_modules[\\/]rxjs[\\/]/ },
          ],
        },
      },
    },
  },
}));
