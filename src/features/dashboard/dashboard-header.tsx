import { Link } from '@tanstack/react-router';
import { useAuthState } from '#sync/auth.ts';
import { useProfile } from '#sync/profile.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { useReturningVisitor } from './first-visit.ts';
import { DASHBOARD } from './messages.ts';

export function DashboardHeader() {
  const { profile } = useProfile();
  const returning = useReturningVisitor(useAuthState().user?.id);
  const name = profile?.business_name || profile?.full_name || '';
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{DASHBOARD.title}</h1>
        <p className="mt-1 text-lg text-stone-800">{DASHBOARD.welcome(name, returning)}</p>
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
