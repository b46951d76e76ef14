import type { ReactNode } from 'react';

/** The centred card every account screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-[80vh] items-center justify-center bg-stone-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {subtitle && <div className="mt-2 text-sm text-stone-600">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
