// Settings -> Backup: download the studio as one .zip (made on this device, offline too)
// and restore one: choose the file, see what it would add, restore, see what it did.
// A file that is not a whole backup of this app is refused with the reason, nothing written.
import { type ChangeEvent, useRef, useState } from 'react';
import { applyRestore, type BackupContents, exportStudioBackup, planRestore, readBackup, type RestorePlan } from '#sync/backup.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { saveBlob } from '../../../ui/download.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { BACKUP as B } from '../messages.ts';
import { BackupProgress, type Progress } from './backup-progress.tsx';
import { previewDescription, RestoreCounts } from './restore-preview.tsx';

const CARD = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function totals(plan: RestorePlan) {
  const rows = Object.values(plan.tables);
  const sum = (key: 'added' | 'same' | 'updated' | 'kept') => rows.reduce((total, row) => total + row[key], 0);
  return { added: sum('added'), same: sum('same'), updated: sum('updated'), kept: sum('kept') };
}

export function BackupTab() {
  const [exporting, setExporting] = useState<Progress | null>(null);
  const [reading, setReading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ contents: BackupContents; plan: RestorePlan } | null>(null);
  const [restoring, setRestoring] = useState<Progress | null>(null);
  const [summary, setSummary] = useState<RestorePlan | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function download() {
    setExporting({ done: 0, total: 0 });
    try {
      const backup = await exportStudioBackup((done, total) => setExporting({ done, total }));
      saveBlob(backup.blob, backup.fileName);
      notifySuccess(B.downloaded, B.downloadedDescription(backup.fileName, backup.manifest.counts.content_history));
    } catch (error) {
      notifyError(B.downloadFailed, messageOf(error));
    } finally {
      setExporting(null);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    setSummary(null);
    setReading(true);
    try {
      const contents = await readBackup(file);
      setPreview({ contents, plan: await planRestore(contents) });
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setReading(false);
    }
  }

  async function restore() {
    if (!preview) return;
    setRestoring({ done: 0, total: 0 });
    try {
      const done = await applyRestore(preview.contents, (count, total) => setRestoring({ done: count, total }));
      setPreview(null);
      setSummary(done);
      const sums = totals(done);
      notifySuccess(B.restored, B.restoredDescription(sums.added + done.images.added, sums.kept));
    } catch (error) {
      notifyError(B.restoreFailed, messageOf(error));
    } finally {
      setRestoring(null);
    }
  }

  const sums = summary ? totals(summary) : null;
  return (
    <section aria-labelledby="backup-title" className="space-y-4">
      <div>
        <h2 id="backup-title" className="text-xl font-semibold text-stone-900">
          {B.title}
        </h2>
        <p className="mt-1 max-w-3xl text-stone-700">{B.lead}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={CARD}>
          <h3 className="font-semibold text-stone-900">{B.downloadHeading}</h3>
          <p className="mt-1 text-sm text-stone-700">{B.downloadLead}</p>
          <Button className="mt-3" onClick={() => void download()} busy={exporting !== null}>
            {exporting ? B.preparing : B.download}
          </Button>
          {exporting && <BackupProgress label={B.preparing} progress={exporting} />}
        </div>
        <div className={CARD}>
          <h3 className="font-semibold text-stone-900">{B.restoreHeading}</h3>
          <p className="mt-1 text-sm text-stone-700">{B.restoreLead}</p>
          <input ref={input} type="file" accept=".zip,application/zip" className="sr-only" aria-label={B.choose} tabIndex={-1} onChange={(event) => void choose(event)} />
          <Button variant="secondary" className="mt-3" onClick={() => input.current?.click()} busy={reading}>
            {reading ? B.reading : B.choose}
          </Button>
          {refusal && (
            <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              <p className="font-semibold">{B.refused}</p>
              <p className="mt-0.5">{refusal}</p>
            </div>
          )}
          {summary && sums && (
            <div role="status" className="mt-3 rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm text-teal-950">
              <p className="font-semibold">{B.summaryHeading}</p>
              <p className="mt-0.5">{B.summary(sums.added, sums.updated, sums.same, sums.kept, summary.images.added)}</p>
            </div>
          )}
        </div>
      </div>
      <Modal open={preview !== null} onClose={() => restoring === null && setPreview(null)} title={B.previewTitle} description={preview ? previewDescription(preview.plan) : undefined}>
        {preview && (
          <div className="space-y-3">
            <RestoreCounts plan={preview.plan} />
            <p className="text-sm text-stone-600">{B.keptNote}</p>
            {preview.plan.skipped > 0 && <p className="text-sm text-stone-600">{B.skipped(preview.plan.skipped)}</p>}
            {restoring && <BackupProgress label={B.restoring} progress={restoring} />}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setPreview(null)} disabled={restoring !== null}>
                {B.cancel}
              </Button>
              <Button onClick={() => void restore()} busy={restoring !== null}>
                {restoring ? B.restoring : B.restore}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
