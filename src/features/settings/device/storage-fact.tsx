export function StorageFact({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-stone-600">{term}</dt>
      <dd className="break-words text-sm text-stone-900">{value}</dd>
    </div>
  );
}
