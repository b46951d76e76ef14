import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { type ToolTab, toolTabFrom } from '#domain/tools.ts';
import { ContentPage } from '../../features/content/content-page.tsx';

export const Route = createFileRoute('/_authenticated/content')({
  // ?tab= picks the tool; unknown or missing values open the blog tool.
  validateSearch: (search: { tab?: string } & SearchSchemaInput): { tab: ToolTab } => ({
    tab: toolTabFrom(search.tab),
  }),
  component: Screen,
});

function Screen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ContentPage tab={tab} onTabChange={(next) => navigate({ search: { tab: next } })} />;
}
