const WIDTHS = ['w-3/4', 'w-full', 'w-11/12', 'w-5/6', 'w-2/3', 'w-full', 'w-4/5'];

/** Placeholder lines while a generator works, with a status for screen readers. */
export function ResultSkeleton({ label = 'Generating...', lines = 6 }: { label?: string; lines?: number }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6" aria-busy="true">
      <p role="status" className="mb-4 text-sm font-medium text-teal-800">
        {label}
      </p>
      <div className="animate-pulse space-y-3" data-testid="result-skeleton" aria-hidden="true">
        {WIDTHS.slice(0, lines).map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative lines.
          <div key={index} className={`h-3 rounded bg-stone-200 ${width}`} />
        ))}
      </div>
    </div>
  );
}
