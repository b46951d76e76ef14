// Each import rule of scripts/check-imports.ts rejects the import it exists to stop,
// and lets the designed direction through.
import { describe, expect, it } from 'vitest';
import { findViolations, RULES } from '../../scripts/check-imports.ts';

function brokenRules(path: string, text: string): string[] {
  return findViolations([{ path, text }]).map((v) => v.rule);
}

/** The circles found among these files (path -> source): each as its rule and path. */
function circles(tree: Record<string, string>): Array<{ rule: string; cycle: string[] | undefined }> {
  const files = Object.entries(tree).map(([path, text]) => ({ path, text }));
  return findViolations(files).map((v) => ({ rule: v.rule, cycle: v.cycle }));
}

describe('import rules', () => {
  it('refuses sync/ and domain/ importing the app', () => {
    expect(brokenRules('sync/commands/x.ts', "import { a } from '../../src/ui/format.ts';")).toEqual([
      RULES.layersBelowApp,
    ]);
    expect(brokenRules('domain/plans.ts', "import type { A } from '../src/features/admin/x.ts';")).toEqual([
      RULES.layersBelowApp,
    ]);
    expect(brokenRules('domain/plans.ts', "import { b } from '../sync/api/history.ts';")).toEqual([
      RULES.domainStandsAlone,
    ]);
    expect(brokenRules('sync/schemas/x.ts', "import type { ContentType } from '../../domain/tools.ts';")).toEqual(
      [],
    );
  });

  it('refuses a feature importing another feature, relative or deep', () => {
    const multiLine = "import {\n  SelectField,\n  type Option,\n} from '../../brand/select-field.tsx';";
    expect(brokenRules('src/features/settings/history/bar.tsx', multiLine)).toEqual([RULES.featuresApart]);
    expect(brokenRules('src/features/content/x.tsx', "const m = await import('../admin/admin-page.tsx');")).toEqual([
      RULES.featuresApart,
    ]);
    expect(brokenRules('src/features/settings/a.tsx', "import { B } from './history/b.tsx';")).toEqual([]);
    expect(brokenRules('src/routes/settings.tsx', "import { S } from '../features/settings/settings-page.tsx';")).toEqual(
      [],
    );
  });

  it('lets screens reach sync/ only through its public surface', () => {
    expect(brokenRules('src/features/dashboard/x.tsx', "import { useHistory } from '../../../sync/hooks/use-history.ts';")).toEqual(
      [RULES.oneDoorIntoSync],
    );
    expect(brokenRules('src/app/x.tsx', "const { followAuth } = await import('../../sync/user-data/follow-auth.ts');")).toEqual([
      RULES.oneDoorIntoSync,
    ]);
    expect(brokenRules('src/features/dashboard/x.tsx', "import { useHistory } from '#sync/history.ts';")).toEqual([]);
    expect(brokenRules('src/features/dashboard/x.tsx', "import { useHistory } from '../../../sync/api/history.ts';")).toEqual(
      [],
    );
  });

  it('keeps rxdb, dexie and supabase-js inside sync/ and server/', () => {
    expect(brokenRules('src/features/x.tsx', "import { createRxDatabase } from 'rxdb';")).toEqual([
      RULES.dataPackagesInSync,
    ]);
    expect(brokenRules('src/ui/x.ts', "import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';")).toEqual([
      RULES.dataPackagesInSync,
    ]);
    expect(brokenRules('domain/x.ts', "import type { User } from '@supabase/supabase-js';")).toEqual([
      RULES.dataPackagesInSync,
    ]);
    expect(brokenRules('sync/db/x.ts', "import { createRxDatabase } from 'rxdb';")).toEqual([]);
    expect(brokenRules('server/x.ts', "import { createClient } from '@supabase/supabase-js';")).toEqual([]);
  });

  it('keeps the service worker and the server apart from the app and its data layer', () => {
    expect(brokenRules('sw/sw.ts', "import { BRAND } from '../src/app/messages.ts';")).toEqual([RULES.workerApart]);
    expect(brokenRules('server/app.ts', "import { x } from '../sync/config.ts';")).toEqual([RULES.serverApart]);
    expect(brokenRules('server/app.ts', "import { x } from '../supabase/functions/generate-image/render.ts';")).toEqual([]);
  });

  it('ignores the word "import" in comments and strings that are not imports', () => {
    expect(brokenRules('src/ui/x.ts', "// we never import from '../../sync/db/x.ts' here\nconst s = 'import';")).toEqual([]);
  });

  it('refuses a circle between files, whichever kind of import closes it, and names its path', () => {
    const pair = { 'src/ui/a.ts': "import { b } from './b.ts';", 'src/ui/b.ts': "import { a } from './a.ts';" };
    expect(circles(pair)).toEqual([{ rule: RULES.noFileCycle, cycle: ['src/ui/a.ts', 'src/ui/b.ts', 'src/ui/a.ts'] }]);
    const lazyBack = {
      'server/db/database.ts': "const { Pg } = await import('./pg.ts');",
      'server/db/pg.ts': "import type { Database } from './database.ts';",
    };
    expect(circles(lazyBack)).toEqual([
      { rule: RULES.noFileCycle, cycle: ['server/db/database.ts', 'server/db/pg.ts', 'server/db/database.ts'] },
    ]);
    const extensionless = { 'src/main.tsx': "import { routeTree } from './route-tree';", 'src/route-tree.ts': "import '../src/main.tsx';" };
    expect(circles(extensionless).map((c) => c.cycle)).toEqual([['src/main.tsx', 'src/route-tree.ts', 'src/main.tsx']]);
  });

  it('names the shortest circle of a knot and how many files it ties', () => {
    const knot = {
      'scripts/a.ts': "import './b.ts';\nimport './c.ts';",
      'scripts/b.ts': "import './c.ts';",
      'scripts/c.ts': "import './a.ts';",
    };
    const [found, ...more] = findViolations(Object.entries(knot).map(([path, text]) => ({ path, text })));
    expect(more).toEqual([]);
    expect(found?.cycle).toEqual(['scripts/a.ts', 'scripts/c.ts', 'scripts/a.ts']);
    expect(found?.rule).toContain('3 files are tangled');
    expect(`${found?.from} -> ${found?.to}`).toBe('scripts/a.ts -> scripts/c.ts -> scripts/a.ts');
  });

  it('lets a graph without circles through, and an import() named in a comment is no import', () => {
    const chain = {
      'src/app/a.ts': "import { b } from '../ui/b.ts';\nconst c = () => import('../ui/c.ts');",
      'src/ui/b.ts': "import type { C } from './c.ts';",
      'src/ui/c.ts': "// loaded lazily (`await import('./c.ts')`) by the app\nexport const c = 1;",
    };
    expect(circles(chain)).toEqual([]);
  });

  it('refuses a circle between folders of sync/ even where no file circle exists', () => {
    const folders = {
      'sync/db/create-database.ts': "import { handler } from '../replication/conflict-handler.ts';",
      'sync/replication/conflict-handler.ts': "import type { DocState } from '../db/device-database.ts';",
      'sync/db/device-database.ts': 'export type DocState = {};',
    };
    expect(circles(folders)).toEqual([{ rule: RULES.noSyncFolderCycle, cycle: ['sync/db/', 'sync/replication/', 'sync/db/'] }]);
    const rootFiles = {
      'sync/supabase-client.ts': "import { delay } from './realtime/reconnect-delay.ts';",
      'sync/realtime/reconnect-delay.ts': 'export const delay = 1;',
      'sync/realtime/live-sync.ts': "import type { SyncEnvironment } from '../environment.ts';",
      'sync/environment.ts': 'export type SyncEnvironment = {};',
    };
    expect(circles(rootFiles)).toEqual([{ rule: RULES.noSyncFolderCycle, cycle: ['sync/', 'sync/realtime/', 'sync/'] }]);
  });

  it('lets the sync folders through when they point one way, and a test may use any folder', () => {
    const oneWay = {
      'sync/db/history-on-disk.ts': "import type { Doc } from '../schemas/content-history-schema.ts';",
      'sync/db/history-on-disk.test.ts': "import { readHistory } from '../queries/history-queries.ts';",
      'sync/queries/history-queries.ts': "import { onDisk } from '../db/history-on-disk.ts';",
      'sync/schemas/content-history-schema.ts': 'export type Doc = {};',
    };
    expect(circles(oneWay)).toEqual([]);
  });
});
