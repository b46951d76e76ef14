import { type ReactNode, useId } from 'react';

type CardProps = { title: string; actions?: ReactNode; children: ReactNode; labelledId?: string };

/** A rounded section of a tool with its h3 title and actions on the right. */
export function Card({ title, actions, children, labelledId }: CardProps) {
  const fallbackId = useId();
  const headingId = labelledId ?? fallbackId;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-stone-900">
          {title}
        </h3>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="space-y-4">{children}</div>
    </section>
  );
}
