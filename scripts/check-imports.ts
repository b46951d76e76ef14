// The import rules of docs/architecture.md, checked on every `npm run lint` (so in `npm test`):
// - arrows point down: routes -> app -> features -> ui / sync's public surface -> domain;
//   sync/ and domain/ never import src/, domain/ never imports sync/, features never import
//   each other, src/ reaches sync/ only through sync/api/, only sync/ and server/ import
//   the data packages, sw/ and server/ import nothing from src/ or sync/;
// - no circle between files, anywhere checked: static imports, `import()` and `import type`
//   all count (a type-only circle still means one file holds a piece of the other's job);
// - no circle between the folders of sync/ (its root files count as one more folder; test
//   files do not count). Bottom up, each imports only what comes before it: the root files
//   (config, backend client) and schemas/; db/; auth/, team/; account/, admin/; status/;
//   replication/; realtime/, images/; user-data/ (opens a user's device data and runs its
//   sync); queries/, commands/; hooks/; test-support/; api/ (the public surface).
// `tsx scripts/check-imports.ts` prints each import or circle that breaks a rule and exits 1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles, graphOf } from './import-cycles.ts';

export type SourceFile = { path: string; text: string };
/** One broken rule; for a circle, `cycle` is its path (first node repeated at the end). */
export type Violation = { rule: string; from: string; to: string; cycle?: string[] };

/** The only modules of sync/ that code outside it may import (`#sync/*`). */
export const SYNC_PUBLIC = 'sync/api/';
const DATA_PACKAGES = [/^rxdb(\/|$)/, /^@supabase\//, /^dexie(\/|$)/];

export const RULES = {
  layersBelowApp: 'sync/ and domain/ never import src/ (the app sits on them, not under them)',
  domainStandsAlone: 'domain/ imports nothing from sync/: it is plain data and pure rules',
  featuresApart: 'a feature never imports another feature: move what two share to src/ui or domain/',
  oneDoorIntoSync: 'src/ imports sync/ only through its public surface, sync/api/ (#sync/...)',
  dataPackagesInSync: 'only sync/ and server/ import rxdb, dexie or supabase-js: screens use #sync/... hooks and commands',
  workerApart: 'sw/ imports nothing from src/ or sync/',
  serverApart: 'server/ imports nothing from src/ or sync/',
  noFileCycle: 'no import circle between files: move the piece one file holds of the other into a module both import',
  noSyncFolderCycle: 'no circle between the folders of sync/: a folder imports only folders below it (see the order above)',
} as const;

const IMPORT_PATTERNS = [
  /^\s*(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Whether the line holding `index` has a comment starting before it (the other patterns start at a line's start). */
function inComment(text: string, index: number): boolean {
  const before = text.slice(text.lastIndexOf('\n', index) + 1, index);
  return before.includes('//') || /^\s*(\/\*|\*)/.test(before);
}

export function importSpecifiers(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (pattern.flags === 'g' && inComment(text, match.index)) continue;
      found.add(match[1]!);
    }
  }
  return [...found];
}

/** The repository path an import points at (`#sync/x.ts` -> `sync/api/x.ts`), or the package name. */
export function importTarget(fromPath: string, specifier: string): string {
  if (specifier.startsWith('#sync/')) return SYNC_PUBLIC + specifier.slice('#sync/'.length);
  if (specifier.startsWith('#domain/')) return `domain/${specifier.slice('#domain/'.length)}`;
  if (specifier.startsWith('.')) return normalize(join(dirname(fromPath), specifier)).split(sep).join('/');
  return specifier;
}

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];

export function ruleBroken(from: string, to: string): string | null {
  const area = from.split('/')[0];
  if ((area === 'sync' || area === 'domain') && to.startsWith('src/')) return RULES.layersBelowApp;
  if (area === 'domain' && to.startsWith('sync/')) return RULES.domainStandsAlone;
  const [featureA, featureB] = [featureOf(from), featureOf(to)];
  if (featureA && featureB && featureA !== featureB) return RULES.featuresApart;
  if (area === 'src' && to.startsWith('sync/') && !to.startsWith(SYNC_PUBLIC)) return RULES.oneDoorIntoSync;
  if ((area === 'src' || area === 'domain' || area === 'sw') && DATA_PACKAGES.some((p) => p.test(to))) {
    return RULES.dataPackagesInSync;
  }
  if (area === 'sw' && (to.startsWith('src/') || to.startsWith('sync/'))) return RULES.workerApart;
  if (area === 'server' && (to.startsWith('src/') || to.startsWith('sync/'))) return RULES.serverApart;
  return null;
}

/** The file among `paths` an import target names, extensionless targets resolved as the bundler does. */
function resolveFile(target: string, paths: ReadonlySet<string>): string | undefined {
  if (paths.has(target)) return target;
  return [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((p) => paths.has(p));
}

/** The rules each import breaks, and the imports between the given files (for the circles). */
function findImports(files: readonly SourceFile[]): { violations: Violation[]; edges: Array<[string, string]> } {
  const paths = new Set(files.map((file) => file.path));
  const violations: Violation[] = [];
  const edges: Array<[string, string]> = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.text)) {
      const target = importTarget(file.path, specifier);
      const rule = ruleBroken(file.path, target);
      if (rule) violations.push({ rule, from: file.path, to: target });
      const to = resolveFile(target, paths);
      if (to) edges.push([file.path, to]);
    }
  }
  return { violations, edges };
}

/** The folder of sync/ a file belongs to for the folder order (`sync/` for its root files); null outside sync/ and for tests. */
function syncFolderOf(path: string): string | null {
  if (!path.startsWith('sync/') || /\.test\.tsx?$/.test(path)) return null;
  const parts = path.split('/');
  return parts.length > 2 ? `sync/${parts[1]}/` : 'sync/';
}

function cycleViolations(rule: string, edges: Iterable<readonly [string, string]>, unit: string): Violation[] {
  return findCycles(graphOf(edges)).map(({ path, knotSize }) => ({
    rule: knotSize > path.length - 1 ? `${rule} (${knotSize} ${unit} are tangled; this is one circle among them)` : rule,
    from: path[0]!,
    to: path.slice(1).join(' -> '),
    cycle: path,
  }));
}

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const { violations, edges } = findImports(files);
  violations.push(...cycleViolations(RULES.noFileCycle, edges, 'files'));
  const folderEdges = edges.flatMap(([fromFile, toFile]) => {
    const [from, to] = [syncFolderOf(fromFile), syncFolderOf(toFile)];
    return from && to && from !== to ? [[from, to] as const] : [];
  });
  violations.push(...cycleViolations(RULES.noSyncFolderCycle, folderEdges, 'folders'));
  return violations;
}

const CHECKED = ['domain', 'src', 'sync', 'sw', 'server', 'scripts', 'supabase/functions'];

function sourceFiles(root: string, dir: string, out: SourceFile[] = []): SourceFile[] {
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) sourceFiles(root, path, out);
    else if (/\.(ts|tsx|mts|mjs)$/.test(name)) out.push({ path, text: readFileSync(join(root, path), 'utf8') });
  }
  return out;
}

export function checkTree(root: string): Violation[] {
  return findViolations(CHECKED.flatMap((dir) => sourceFiles(root, dir)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = relative(process.cwd(), fileURLToPath(new URL('../', import.meta.url))) || '.';
  const violations = checkTree(root);
  for (const v of violations) console.error(`${v.from} -> ${v.to}\n  ${v.rule}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) or circle(s) against the designed direction (docs/architecture.md).`);
    process.exit(1);
  }
  console.log('Imports follow the designed direction.');
}
