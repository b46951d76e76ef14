// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the
// build, once, at the end (after the service worker is generated), so the server
// (server/static-files.ts) sends them without compressing per request. index.html is
// left alone: the server rewrites it per backend (server/app-html.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map|wasm)$/;
/** Above this, brotli's best level takes too long for the build (the grammar checker's 16 MB WASM). */
const LARGE_BYTES = 2 * 1024 * 1024;
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function precompress(dir: string): Promise<number> {
  let written = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const quality = body.length > LARGE_BYTES ? 7 : 11;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
  return written;
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompress(outDir);
      },
    },
  };
}
