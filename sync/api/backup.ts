// Public surface: the studio's backup, made and restored on the device (offline too).
export type { BackupProgress, StudioBackupFile } from '../commands/backup-export.ts';
export { exportStudioBackup } from '../commands/backup-export.ts';
export type { BackupContents } from '../commands/backup-read.ts';
export { readBackup } from '../commands/backup-read.ts';
export type { RestorePlan, TablePlan } from '../commands/backup-restore.ts';
export { applyRestore, planRestore } from '../commands/backup-restore.ts';
