import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { JoinPage } from '../features/settings/team/join-page.tsx';

export const Route = createFileRoute('/join')({
  // ?invitation= carries the invitation's secret from the email's link.
  validateSearch: (search: { invitation?: unknown } & SearchSchemaInput): { invitation?: string } =>
    typeof search.invitation === 'string' && search.invitation !== '' ? { invitation: search.invitation } : {},
  component: Screen,
});

function Screen() {
  const { invitation } = Route.useSearch();
  return <JoinPage token={invitation} />;
}
