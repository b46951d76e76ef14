import { PROGRESS, SAVE_RULE } from './messages.ts';
import { type CompletionItem, canSaveProfile } from './profile-completion.ts';

type ProgressCardProps = { percent: number; items: readonly CompletionItem[] };

export function ProgressCard({ percent, items }: ProgressCardProps) {
  const enough = canSaveProfile(percent);
  return (
    <section aria-labelledby="progress-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="progress-title" className="text-base font-semibold text-stone-900">
        {PROGRESS.title}
      </h2>
      <p className="mt-1 text-2xl font-bold tabular-nums text-teal-800">{PROGRESS.complete(percent)}</p>
      <div
        role="progressbar"
        aria-label={PROGRESS.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className={`h-full rounded-full ${enough ? 'bg-teal-700' : 'bg-amber-500'}`} style={{ width: `${percent}%` }} />
      </div>
      <p className={`mt-3 text-sm ${enough ? 'text-teal-800' : 'text-amber-900'}`}>{enough ? PROGRESS.ready : SAVE_RULE}</p>
      <ul className="mt-4 space-y-1.5 text-sm">
        {items.map((item) => (
          <li key={item.key} className={`flex items-center gap-2 ${item.done ? 'text-stone-900' : 'text-stone-600'}`}>
            <span
              aria-hidden="true"
              className={`grid size-5 place-items-center rounded-full text-xs ${item.done ? 'bg-teal-700 text-white' : 'border border-stone-300'}`}
            >
              {item.done ? '✓' : ''}
            </span>
            {item.label}
            <span className="sr-only">{item.done ? '(done)' : '(to do)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
