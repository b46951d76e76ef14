// A chip saying where a tool's work starts ("Writing from: Solstice Retreat"), with a
// button that stops it. A long title wraps to two lines; the whole of it is its tooltip.
type StartChipProps = { lead: string; title: string; clearLabel: string; onClear: () => void; testId: string };

export function StartChip({ lead, title, clearLabel, onClear, testId }: StartChipProps) {
  return (
    <p data-testid={testId} className="inline-flex max-w-full items-center gap-2 rounded-2xl bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 ring-1 ring-teal-700/20 ring-inset">
      <span className="line-clamp-2 min-w-0 break-words" title={title || undefined}>
        {lead} <span className="font-semibold">{title}</span>
      </span>
      <button
        type="button"
        onClick={onClear}
        aria-label={clearLabel}
        title={clearLabel}
        className="grid size-7 shrink-0 place-items-center rounded-full text-teal-900 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}
