import { BACKUP as B } from '../messages.ts';

export type Progress = { done: number; total: number };

export function percentOf({ done, total }: Progress): number {
  return total === 0 ? 100 : Math.floor((done / total) * 100);
}

export function BackupProgress({ label, progress }: { label: string; progress: Progress }) {
  const percent = percentOf(progress);
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {label} {B.progress(percent)}
      </p>
    </div>
  );
}
