// The import rules of docs/architecture.md, checked on every `npm run lint` (so in `npm test`):
// arrows point down (routes -> app -> features -> ui / sync's public surface -> domain).
// `tsx scripts/check-imports.ts` prints each import that breaks a rule and exits 1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SourceFile = { path: string; text: string };
export type Violation = { rule: string; from: string; to: string };

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
} as const;

const IMPORT_PATTERNS = [
  /^\s*(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export function importSpecifiers(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) for (const match of text.matchAll(pattern)) found.add(match[1]!);
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

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.text)) {
      const to = importTarget(file.path, specifier);
      const rule = ruleBroken(file.path, to);
      if (rule) violations.push({ rule, from: file.path, to });
    }
  }
  return violations;
}

const CHECKED = ['domain', 'src', 'sync', 'sw', 'server'];

function sourceFiles(root: string, dir: string, out: SourceFile[] = []): SourceFile[] {
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) sourceFiles(root, path, out);
    else if (/\.(ts|tsx|mts)$/.test(name)) out.push({ path, text: readFileSync(join(root, path), 'utf8') });
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
    console.error(`\n${violations.length} import(s) against the designed direction (docs/architecture.md).`);
    process.exit(1);
  }
  console.log('Imports follow the designed direction.');
}
