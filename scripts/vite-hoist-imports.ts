// Lists, in each chunk a page loads by name (the entry, each screen's and each tab's
// chunk), every chunk it needs, not only the ones it imports itself: what Rollup's
// `hoistTransitiveImports` does, which Rolldown does not do yet. The browser learns a
// module's imports only once it has fetched and parsed that module, so a screen whose
// code is four chunks deep waited for four fetches one after the other (on a phone on
// a slow network, a round trip each); with its chunks listed it asks for all of them
// at once.
//
// The added imports come after the chunk's own, so nothing runs in another order: a
// module runs after what it imports, in the order of its import statements, and every
// chunk added is already reached through the earlier imports. They are appended at the
// end, so the chunk's source map stays true.
import { posix } from 'node:path';
import type { Plugin } from 'vite';

type ChunkGraph = Record<string, { imports: readonly string[] }>;

/** Every chunk `fileName` needs before it runs, beyond the ones it imports itself, in a stable order. */
export function transitiveImports(fileName: string, chunks: ChunkGraph): string[] {
  const direct = new Set(chunks[fileName]?.imports ?? []);
  const seen = new Set<string>([fileName, ...direct]);
  const extra: string[] = [];
  const queue = [...direct];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const imported of chunks[next]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      extra.push(imported);
      queue.push(imported);
    }
  }
  return extra;
}

/** `import"./x.js";` for each chunk, relative to the importing chunk. */
export function hoistedImportLines(fileName: string, imported: readonly string[]): string {
  const from = posix.dirname(fileName);
  return imported
    .map((target) => {
      const path = posix.relative(from, target);
      return `import"${path.startsWith('.') ? path : `./${path}`}";`;
    })
    .join('');
}

export function hoistImportsPlugin(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) return null;
      const extra = transitiveImports(chunk.fileName, meta.chunks);
      if (extra.length === 0) return null;
      return { code: `${code}\n${hoistedImportLines(chunk.fileName, extra)}\n`, map: null };
    },
  };
}
