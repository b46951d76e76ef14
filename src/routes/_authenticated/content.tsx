import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ToolTab } from '#domain/tools.ts';
import { ContentPage } from '../../features/content/content-page.tsx';
import { type ContentSearch, contentSearch } from '../../features/content/content-search.ts';

export const Route = createFileRoute('/_authenticated/content')({
  validateSearch: (search: { tab?: string; brief?: string; from?: string; plan?: string; edit?: string } & SearchSchemaInput): ContentSearch => contentSearch(search),
  component: Screen,
});

function Screen() {
  const { tab, brief, from, plan, edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Another tool starts afresh: the brief and the piece were chosen for this one. The day it is planned for stays.
  const onTabChange = useCallback((next: ToolTab) => void navigate({ search: (current) => ({ tab: next, plan: current.plan }) }), [navigate]);
  const onBriefChange = useCallback((id: string | undefined) => void navigate({ search: (current) => ({ ...current, brief: id }) }), [navigate]);
  const onSourceClear = useCallback(() => void navigate({ search: (current) => ({ ...current, from: undefined }) }), [navigate]);
  const onPlanClear = useCallback(() => void navigate({ search: (current) => ({ ...current, plan: undefined }) }), [navigate]);
  return <ContentPage tab={tab} onTabChange={onTabChange} start={{ briefId: brief, fromId: from, planDay: plan, editId: edit, onBriefChange, onSourceClear, onPlanClear }} />;
}
