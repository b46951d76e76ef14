/** A screen that another part of the product will fill: its heading and what it will hold. */
export function PlaceholderScreen({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-4 text-lg text-stone-700">{text}</p>
    </div>
  );
}
