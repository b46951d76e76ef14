import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../ui/button-class.ts';
import { DASHBOARD } from './messages.ts';

/** The title, the greeting (given: it reads the synced profile), the lead and the two actions. */
export function DashboardHeader({ greeting }: { greeting: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{DASHBOARD.title}</h1>
        {greeting}
        <p className="mt-1 text-stone-600">{DASHBOARD.lead}</p>
      </div>
      <nav aria-label="Dashboard" className="flex gap-2">
        <Link to="/settings" className={buttonClass('secondary')}>
          {DASHBOARD.settings}
        </Link>
        <Link to="/content" className={buttonClass('primary')}>
          {DASHBOARD.create}
        </Link>
      </nav>
    </div>
  );
}

/** "Welcome back, <studio>", or without the name until the profile is known. */
export function WelcomeLine({ name, returning }: { name: string; returning: boolean }) {
  return <p className="mt-1 text-lg text-stone-800">{DASHBOARD.welcome(name, returning)}</p>;
}
