import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BACKUP_REFUSALS,
  type BackupManifest,
  BackupRefusal,
  backupFileName,
  checkImageIndex,
  checkManifest,
  checkRows,
  usageSummary,
} from './studio-backup.ts';

const manifest: BackupManifest = {
  format: BACKUP_FORMAT,
  version: 1,
  app_version: '0.1.0',
  studio_id: 'studio-1',
  made_at: '2026-12-04T18:00:00.000000Z',
  made_by: { user_id: 'studio-1', role: 'owner' },
  partial: false,
  counts: { profiles: 1, content_preferences: 0, tone_templates: 0, briefs: 0, content_history: 1, images: 0, usage_months: 0 },
};

const item = {
  id: 'a',
  user_id: 'u',
  content_type: 'blog',
  status: 'draft',
  metadata: {},
  created_at: '2026-01-01T10:00:00.000000Z',
  updated_at: '2026-01-01T10:00:00.000000Z',
};

function refusalOf(run: () => unknown): { kind: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BackupRefusal);
    return { kind: (error as BackupRefusal).kind, message: (error as Error).message };
  }
}

describe('checkManifest', () => {
  it('accepts a manifest of this version', () => {
    expect(checkManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  });

  it('tells a foreign file, a newer version and a damaged manifest apart', () => {
    expect(refusalOf(() => checkManifest({ format: 'other-app', version: 1 }))).toEqual({ kind: 'not-backup', message: BACKUP_REFUSALS.notBackup });
    expect(refusalOf(() => checkManifest(['not', 'an', 'object']))?.kind).toBe('not-backup');
    expect(refusalOf(() => checkManifest({ ...manifest, version: 3 }))).toEqual({ kind: 'newer', message: BACKUP_REFUSALS.newer(3) });
    expect(refusalOf(() => checkManifest({ ...manifest, counts: { ...manifest.counts, content_history: -1 } }))?.kind).toBe('damaged');
    expect(refusalOf(() => checkManifest({ ...manifest, made_by: { user_id: 'x', role: 'admin' } }))?.message).toBe(BACKUP_REFUSALS.damaged('its manifest'));
  });
});

describe('checkRows', () => {
  it('accepts rows with the fields the app relies on', () => {
    expect(checkRows('content_history', [item], 1)).toEqual([item]);
  });

  it('names the damaged row, and a table shorter than the manifest says', () => {
    expect(refusalOf(() => checkRows('content_history', [item, { ...item, id: 'b', status: 'lost' }], 2))?.message).toBe(
      BACKUP_REFUSALS.damaged('content_history.json, row 2'),
    );
    expect(refusalOf(() => checkRows('content_history', [{ ...item, updated_at: 'yesterday' }], 1))?.kind).toBe('damaged');
    expect(refusalOf(() => checkRows('tone_templates', [], 2))?.message).toBe(BACKUP_REFUSALS.damaged('tone_templates.json holds 0 rows, not 2'));
    expect(refusalOf(() => checkRows('profiles', { id: 'x' }, 1))?.kind).toBe('damaged');
    expect(refusalOf(() => checkImageIndex([{ path: 'a.png' }], 1))?.message).toBe(BACKUP_REFUSALS.damaged('images.json'));
  });
});

describe('backup helpers', () => {
  it('names the file after the studio and the day', () => {
    expect(backupFileName('Lagoon Flow Yoga & Spa', '2026-12-04T18:00:00Z')).toBe('lagoon-flow-yoga-spa-backup-2026-12-04.zip');
    expect(backupFileName('', '2026-12-04T18:00:00Z')).toBe('studio-backup-2026-12-04.zip');
  });

  it('sums usage per month and content type', () => {
    const records = [
      { created_at: '2026-11-02T10:00:00Z', content_type: 'blog', credits_consumed: 2 },
      { created_at: '2026-11-20T10:00:00Z', content_type: 'blog', credits_consumed: 2 },
      { created_at: '2026-12-01T10:00:00Z', content_type: 'image', credits_consumed: 5 },
    ];
    expect(usageSummary(records)).toEqual([
      { month: '2026-11', content_type: 'blog', generations: 2, credits: 4 },
      { month: '2026-12', content_type: 'image', generations: 1, credits: 5 },
    ]);
  });
});
