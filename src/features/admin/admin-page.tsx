// /admin: the administrator's dashboard. Signed-in users who are not
// administrators see an access page (the database refuses their admin queries
// anyway). The open tab comes from the route (?tab=) and changes through it.
import { isAdministrator, useAuthState } from '#sync/auth.ts';
import { Badge } from '../../ui/badge.tsx';
import { AccessRequired } from './access-required.tsx';
import { AdminTabs } from './admin-tab-bar.tsx';
import type { AdminTab } from './admin-tabs.ts';
import { ADMIN } from './messages.ts';

export { ADMIN_TABS, type AdminTab, adminTabFrom } from './admin-tabs.ts';

type AdminPageProps = { tab: AdminTab; onTabChange: (tab: AdminTab) => void };

export function AdminPage({ tab, onTabChange }: AdminPageProps) {
  const { user } = useAuthState();
  if (!user || !isAdministrator(user)) return <AccessRequired />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{ADMIN.title}</h1>
          <p className="mt-2 text-stone-700">{ADMIN.subtitle}</p>
        </div>
        <div>
          <Badge tone="amber">{ADMIN.badge}</Badge>
        </div>
      </header>
      <AdminTabs tab={tab} onTabChange={onTabChange} userId={user.id} />
    </div>
  );
}
