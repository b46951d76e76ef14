import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { SettingsPage, type SettingsTab, settingsTabFrom } from '../../features/settings/settings-page.tsx';

export const Route = createFileRoute('/_authenticated/settings')({
  // ?tab= picks the section; unknown or missing values open the profile.
  validateSearch: (search: { tab?: string } & SearchSchemaInput): { tab: SettingsTab } => ({
    tab: settingsTabFrom(search.tab),
  }),
  component: Screen,
});

function Screen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SettingsPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} />;
}
