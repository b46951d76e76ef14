import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { CalendarPage } from '../../features/calendar/calendar-page.tsx';
import { type CalendarSearch, calendarSearch } from '../../features/calendar/calendar-search.ts';

export const Route = createFileRoute('/_authenticated/calendar')({
  validateSearch: (search: { view?: string; day?: string } & SearchSchemaInput): CalendarSearch => calendarSearch(search),
  component: Screen,
});

function Screen() {
  const { view, day } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CalendarPage view={view} day={day} onChange={(next) => void navigate({ search: (current) => ({ ...current, ...next }) })} />;
}
