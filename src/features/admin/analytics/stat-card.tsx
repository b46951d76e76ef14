/** One figure of the analytics tab, with its label and an optional note. */
export function StatCard({ label, value, note }: { label: string; value: number | string; note?: string }) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold break-words text-stone-900">{value}</p>
      {note && <p className="mt-1 text-xs text-stone-600">{note}</p>}
    </li>
  );
}
