import type { ReactNode } from 'react';

/** A titled block inside a result tab. */
export function SeoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-semibold text-stone-900">{title}</h4>
      {children}
    </section>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-stone-600">{children}</p>;
}
