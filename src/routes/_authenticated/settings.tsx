import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { BrandProfileForm } from '../../features/brand/brand-profile-form.tsx';
import { SettingsPage } from '../../features/settings/settings-page.tsx';
import { preloadSettingsTab } from '../../features/settings/settings-tab-code.ts';
// The tab parser comes from its own small module: the route's search validation stays
// in the app's entry chunk, and importing the page for it would pull the page in too.
import { type SettingsTab, settingsTabFrom } from '../../features/settings/settings-tabs.ts';

export const Route = createFileRoute('/_authenticated/settings')({
  // ?tab= picks the section; unknown or missing values open the profile.
  validateSearch: (search: { tab?: string } & SearchSchemaInput): { tab: SettingsTab } => ({
    tab: settingsTabFrom(search.tab),
  }),
  // The open tab's code downloads beside the page's, not after the page has drawn.
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ deps }) => preloadSettingsTab(deps.tab),
  component: Screen,
});

function Screen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SettingsPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} profile={<BrandProfileForm variant="settings" />} />;
}
