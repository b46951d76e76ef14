/** What a tool shows before its first result. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-stone-200 bg-stone-50 px-6 py-10 text-center">
      <svg className="mx-auto size-10 text-teal-700" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M12 3v3m0 12v3m9-9h-3M6 12H3m15.4-6.4-2.1 2.1M7.7 16.3l-2.1 2.1m12.8 0-2.1-2.1M7.7 7.7 5.6 5.6" strokeLinecap="round" />
      </svg>
      <p className="mt-3 font-semibold text-stone-900">{title}</p>
      <p className="mt-1 text-sm text-stone-600">{text}</p>
    </div>
  );
}
