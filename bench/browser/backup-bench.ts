// A studio's backup in Chromium with real IndexedDB, on a production build of the data
// layer (bench/browser/backup-page, no RxDB dev-mode, as the app ships): the export of a
// 5,000-item studio (every tenth item an image) and its import into a fresh studio
// (read, checked, previewed, merged). Targets: export at most 5 s, import at most 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, type InlineConfig, preview } from 'vite';
import type { BenchResult } from '../sync-bench.ts';
import type { BackupRuns } from './backup-page/backup-page.ts';

const ITEMS = 5_000;

function pageConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: fileURLToPath(new URL('./backup-page', import.meta.url)),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
    preview: { host: '127.0.0.1', port: 0 },
  };
}

export async function runBackupBench(): Promise<BenchResult[]> {
  const folder = mkdtempSync(join(tmpdir(), 'backup-bench-'));
  await build(pageConfig(folder));
  const server = await preview(pageConfig(folder));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the backup page has no address');
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => 'runBackupBench' in window);
    const runs = await page.evaluate((count) => (window as unknown as { runBackupBench: (count: number) => Promise<BackupRuns> }).runBackupBench(count), ITEMS);
    const exportMs = Math.round(runs.exportMs);
    const importMs = Math.round(runs.importMs);
    return [
      { name: `backup: export of a ${ITEMS.toLocaleString('en')}-item studio with ${ITEMS / 10} images`, value: exportMs, unit: 'ms', target: '<= 5000', ok: exportMs <= 5_000 },
      { name: 'backup: its size', value: Math.round(runs.bytes / 1024), unit: 'KiB', target: 'info', ok: true },
      { name: `backup: import into a fresh studio (${runs.added} items added)`, value: importMs, unit: 'ms', target: '<= 10000', ok: importMs <= 10_000 && runs.added === ITEMS },
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
