import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { AdminPage } from '../../features/admin/admin-page.tsx';
import { type AdminTab, adminTabFrom } from '../../features/admin/admin-tabs.ts';

export const Route = createFileRoute('/_authenticated/admin')({
  // ?tab= picks the section; unknown or missing values open the master prompts.
  validateSearch: (search: { tab?: string } & SearchSchemaInput): { tab: AdminTab } => ({ tab: adminTabFrom(search.tab) }),
  component: Screen,
});

function Screen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} />;
}
