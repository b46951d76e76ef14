import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { idParam } from '#domain/start-from.ts';
import { BriefsPage } from '../../features/briefs/briefs-page.tsx';

export const Route = createFileRoute('/_authenticated/briefs')({
  // ?brief= opens one brief ("new": a new one's form).
  validateSearch: (search: { brief?: string } & SearchSchemaInput): { brief?: string } => {
    const brief = idParam(search.brief);
    return brief ? { brief } : {};
  },
  component: Screen,
});

function Screen() {
  const { brief } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BriefsPage selected={brief} onSelect={(next) => void navigate({ search: next ? { brief: next } : {} })} />;
}
