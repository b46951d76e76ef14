// Sums up the gzipped JavaScript of the build in two lines: all chunks, and the landing
// page's initial JavaScript (the entry script and modulepreloads of dist/index.html plus
// the lazy chunk of the / route with the chunks it preloads). `--sizes` (or SIZES=all)
// lists every chunk. bench/run.ts holds the budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function gzipSize(file) {
  return gzipSync(readFileSync(file)).length;
}

/** The landing route's chunk and its preload list, read from the entry's `createFileRoute('/')` call. */
function landingRouteChunks(entryCode) {
  const deps = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(entryCode);
  const route = /\(([`'"])\/\1\)\(\{component:[^{}]*?import\(([`'"])\.\/([^`'"]+)\2\)(?:,__vite__mapDeps\(\[([\d,]*)\]\))?/.exec(
    entryCode,
  );
  if (!route) throw new Error("Could not find the / route's lazy component in the entry chunk");
  const files = [`assets/${route[3]}`];
  if (deps && route[4]) {
    const table = JSON.parse(deps[1]);
    for (const index of route[4].split(',')) files.push(table[Number(index)]);
  }
  return files;
}

/** Sizes of all chunks and of the landing page's initial JavaScript in dist/. */
export function measureLanding(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);
  const lazy = landingRouteChunks(readFileSync(join(distDir, entry), 'utf8'));
  const initial = [...new Set([entry, ...preloads, ...lazy])].filter((file) => file.endsWith('.js'));
  const chunks = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, gzip: gzipSize(join(distDir, 'assets', name)) }))
    .sort((a, b) => b.gzip - a.gzip);
  const sizeOf = (file) => chunks.find((chunk) => chunk.file === file)?.gzip ?? gzipSize(join(distDir, file));
  const landing = initial.map((file) => ({ file, gzip: sizeOf(file) }));
  return { chunks, landing, landingTotal: landing.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}

export function printReport({ chunks, landing, landingTotal }) {
  console.log('\nJavaScript chunks (gzip):');
  for (const chunk of chunks) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
  console.log('\nLanding page / initial JavaScript (gzip):');
  for (const chunk of landing) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
  console.log(`  ${kb(landingTotal).padStart(9)}  total\n`);
}

/** The two lines `npm run build` ends with. */
export function summaryLines({ chunks, landing, landingTotal }) {
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const largest = chunks[0];
  return [
    `JavaScript: ${chunks.length} chunks, ${kb(total)} gzip${largest ? ` (largest ${kb(largest.gzip)}, ${largest.file})` : ''}; every chunk: SIZES=all npm run build`,
    `Landing page / initial JavaScript: ${kb(landingTotal)} gzip in ${landing.length} ${landing.length === 1 ? 'chunk' : 'chunks'}`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = measureLanding(fileURLToPath(new URL('../dist', import.meta.url)));
  if (process.argv.includes('--sizes') || process.env.SIZES === 'all') printReport(report);
  else console.log(summaryLines(report).join('\n'));
}
