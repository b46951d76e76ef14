// The page of the backup benchmark (bench/browser/backup-bench.ts), built for production
// and run in Chromium with real IndexedDB: a studio of `count` history items (every tenth
// an image) is exported as the Backup tab does it, then restored into another user's
// fresh studio (read, checked, previewed and merged). runBackupBench() answers the times.
import { exportStudioBackup } from '../../../sync/commands/backup-export.ts';
import { readBackup } from '../../../sync/commands/backup-read.ts';
import { applyRestore, planRestore } from '../../../sync/commands/backup-restore.ts';
import { openUserData, removeUserData } from '../../../sync/user-data/open-user-data.ts';
import { benchHistoryRows } from '../../insert-runs.ts';

export type BackupRuns = { exportMs: number; importMs: number; bytes: number; added: number };

const MAKER = '00000000-0000-4000-8000-00000000b001';
const FRESH = '00000000-0000-4000-8000-00000000b002';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function runBackupBench(count: number): Promise<BackupRuns> {
  const maker = await openUserData({ userId: MAKER, sync: false });
  const rows = benchHistoryRows(count).map((row, i) =>
    i % 10 === 0 ? { ...row, user_id: MAKER, content_type: 'image' as const, metadata: { image_path: `${MAKER}/job-${i}.png` } } : { ...row, user_id: MAKER },
  );
  await maker.db.content_history.bulkInsert(rows);
  const images = rows.filter((_, i) => i % 10 === 0).map((_, k) => ({ id: `${MAKER}/job-${k * 10}.png`, state: 'ready' as const, image: PNG, updated_at: new Date().toISOString() }));
  await maker.db.stored_images.bulkInsert(images);
  let start = performance.now();
  const backup = await exportStudioBackup();
  const exportMs = performance.now() - start;
  await maker.close();

  await openUserData({ userId: FRESH, sync: false });
  start = performance.now();
  const contents = await readBackup(backup.blob);
  await planRestore(contents);
  const done = await applyRestore(contents);
  const importMs = performance.now() - start;
  await removeUserData();
  await removeUserData({ userId: MAKER });
  return { exportMs, importMs, bytes: backup.blob.size, added: done.tables.content_history.added };
}

(window as unknown as { runBackupBench: typeof runBackupBench }).runBackupBench = runBackupBench;
