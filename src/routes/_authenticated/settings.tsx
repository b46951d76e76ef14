import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { idParam } from '#domain/start-from.ts';
import { BrandProfileForm } from '../../features/brand/brand-profile-form.tsx';
import { SettingsPage } from '../../features/settings/settings-page.tsx';
import { preloadSettingsTab } from '../../features/settings/settings-tab-code.ts';
// The tab parser comes from its own small module: the route's search validation stays
// in the app's entry chunk, and importing the page for it would pull the page in too.
import { type SettingsTab, settingsTabFrom } from '../../features/settings/settings-tabs.ts';

export const Route = createFileRoute('/_authenticated/settings')({
  // ?tab= picks the section; unknown or missing values open the profile. ?item= opens one history item.
  validateSearch: (search: { tab?: string; item?: string } & SearchSchemaInput): { tab: SettingsTab; item?: string } => {
    const item = idParam(search.item);
    return { tab: settingsTabFrom(search.tab), ...(item ? { item } : {}) };
  },
  // The open tab's code downloads beside the page's, not after the page has drawn.
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ deps }) => preloadSettingsTab(deps.tab),
  component: Screen,
});

function Screen() {
  const { tab, item } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettingsPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
      historyItem={item}
      onHistoryItemClosed={() => void navigate({ search: { tab }, replace: true })}
      profile={<BrandProfileForm variant="settings" />}
    />
  );
}
