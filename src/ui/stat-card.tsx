type StatCardProps = {
  label: string;
  value: number | string;
  note?: string;
  /** The list it stands in: a <dl> (the default: label and value as term and description) or a <ul>. */
  within?: 'dl' | 'ul';
};

/** One figure on a card: its label, the value written large, an optional note. */
export function StatCard({ label, value, note, within = 'dl' }: StatCardProps) {
  const [Box, Term, Value] = within === 'ul' ? (['li', 'p', 'p'] as const) : (['div', 'dt', 'dd'] as const);
  return (
    <Box className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <Term className="text-sm font-medium text-stone-600">{label}</Term>
      <Value className="mt-1 text-2xl font-bold break-words tabular-nums text-stone-900">{value}</Value>
      {note && <Value className="mt-1 text-xs text-stone-600">{note}</Value>}
    </Box>
  );
}
