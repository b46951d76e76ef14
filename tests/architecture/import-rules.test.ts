// Each import rule of scripts/check-imports.ts rejects the import it exists to stop,
// and lets the designed direction through.
import { describe, expect, it } from 'vitest';
import { findViolations, RULES } from '../../scripts/check-imports.ts';

function brokenRules(path: string, text: string): string[] {
  return findViolations([{ path, text }]).map((v) => v.rule);
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
});
