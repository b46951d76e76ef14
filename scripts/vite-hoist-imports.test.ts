import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { hoistedImportLines, hoistImportsPlugin, transitiveImports } from './vite-hoist-imports.ts';

describe('transitiveImports', () => {
  it('lists every chunk reached through the direct imports, nearest first, without the direct ones', () => {
    const chunks = {
      'assets/screen.js': { imports: ['assets/react.js', 'assets/form.js'] },
      'assets/form.js': { imports: ['assets/react.js', 'assets/field.js'] },
      'assets/field.js': { imports: ['assets/format.js'] },
      'assets/format.js': { imports: [] },
      'assets/react.js': { imports: [] },
    };
    expect(transitiveImports('assets/screen.js', chunks)).toEqual(['assets/field.js', 'assets/format.js']);
  });

  it('ends on import cycles and never lists the chunk itself', () => {
    const chunks = {
      'assets/a.js': { imports: ['assets/b.js'] },
      'assets/b.js': { imports: ['assets/c.js'] },
      'assets/c.js': { imports: ['assets/a.js', 'assets/b.js'] },
    };
    expect(transitiveImports('assets/a.js', chunks)).toEqual(['assets/c.js']);
  });
});

describe('hoistedImportLines', () => {
  it('imports each chunk by its path from the importing chunk', () => {
    expect(hoistedImportLines('assets/screen.js', ['assets/field.js', 'vendor/x.js'])).toBe('import"./field.js";import"../vendor/x.js";');
  });
});

describe('hoistImportsPlugin in a real build', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /**
   * Three screens loaded on demand; `one` imports `first`, then `mid`, and reaches `deep`
   * only through `mid` (each a chunk of its own: each is shared by other screens). Each
   * module records when it runs.
   */
  async function buildFixture(plugins: ReturnType<typeof hoistImportsPlugin>[]): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'hoist-'));
    dirs.push(dir);
    const ran = (name: string) => `(globalThis.ran ??= []).push('${name}');`;
    const files: Record<string, string> = {
      'entry.js': `${ran('entry')}globalThis.screens = { one: () => import('./one.js'), two: () => import('./two.js'), three: () => import('./three.js') };`,
      'one.js': `import { first } from './first.js';import { mid } from './mid.js';${ran('one')}export const one = first + mid + 1;`,
      'two.js': `import { mid } from './mid.js';${ran('two')}export const two = mid + 2;`,
      'three.js': `import { first } from './first.js';import { deep } from './deep.js';${ran('three')}export const three = first + deep + 3;`,
      'first.js': `${ran('first')}export const first = 1000;`,
      'mid.js': `import { deep } from './deep.js';${ran('mid')}export const mid = deep + 10;`,
      'deep.js': `${ran('deep')}export const deep = 100;`,
    };
    for (const [name, code] of Object.entries(files)) await writeFile(join(dir, name), code);
    await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins,
      build: { outDir: join(dir, 'dist'), minify: false, modulePreload: false, rolldownOptions: { input: join(dir, 'entry.js') } },
    });
    await writeFile(join(dir, 'dist', 'package.json'), '{"type":"module"}');
    return join(dir, 'dist');
  }

  async function chunk(dist: string, name: string): Promise<string> {
    const file = (await readdir(join(dist, 'assets'))).find((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.js'));
    if (!file) throw new Error(`no chunk ${name}`);
    return readFile(join(dist, 'assets', file), 'utf8');
  }

  async function runScreenOne(dist: string): Promise<{ ran: string[]; one: number }> {
    const entry = (await readdir(join(dist, 'assets'))).find((file) => file.startsWith('entry-'));
    const globals = globalThis as { ran?: string[]; screens?: { one: () => Promise<{ one: number }> } };
    globals.ran = [];
    await import(pathToFileURL(join(dist, 'assets', entry ?? '')).href);
    const { one } = (await globals.screens?.one()) ?? { one: 0 };
    return { ran: globals.ran, one };
  }

  it('has a screen ask for the chunks its imports need, and runs the modules in the same order as without it', async () => {
    const plain = await buildFixture([]);
    const hoisted = await buildFixture([hoistImportsPlugin()]);

    // Without: `one` names `mid` only; the browser learns of `deep` once `mid` has arrived.
    expect(await chunk(plain, 'one')).not.toMatch(/import\s*["']\.\/deep-/);
    expect(await chunk(hoisted, 'one')).toMatch(/import\s*["']\.\/deep-[\w-]+\.js["']/);

    const before = await runScreenOne(plain);
    const after = await runScreenOne(hoisted);
    // A module runs after what it imports, in the order of its imports: `deep` listed
    // first in `one` would run before `first`.
    expect(before).toEqual({ ran: ['entry', 'first', 'deep', 'mid', 'one'], one: 1111 });
    expect(after).toEqual(before);
  });
});
