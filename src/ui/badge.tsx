import type { ReactNode } from 'react';

type Tone = 'teal' | 'amber' | 'stone';

const tones: Record<Tone, string> = {
  teal: 'bg-teal-50 text-teal-800 ring-teal-700/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  stone: 'bg-stone-100 text-stone-700 ring-stone-500/20',
};

export function Badge({ tone = 'teal', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>
      {children}
    </span>
  );
}
