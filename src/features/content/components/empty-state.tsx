/** What a tool shows before its first result. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-stone-200 bg-stone-50 px-6 py-10 text-center">
      <svg className="mx-auto size-10 text-teal-700" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        {/* A page waiting to be written (not a spinner: nothing is loading). */}
        <path d="M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6M9 15.5h6M9 19h3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="mt-3 font-semibold text-stone-900">{title}</p>
      <p className="mt-1 text-sm text-stone-600">{text}</p>
    </div>
  );
}
