// The open admin tab. Each tab's code (forms, dialogs, charts) loads when the tab first
// opens, so the admin area starts with only what its first tab needs.
import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../../ui/loading-status.tsx';
import type { AdminTab } from './admin-tabs.ts';
import { ADMIN } from './messages.ts';

const PromptsTab = lazy(() => import('./prompts/prompts-tab.tsx').then((module) => ({ default: module.PromptsTab })));
const ApiTab = lazy(() => import('./api-tab.tsx').then((module) => ({ default: module.ApiTab })));
const PlansTab = lazy(() => import('./plans/plans-tab.tsx').then((module) => ({ default: module.PlansTab })));
const SubscriptionsTab = lazy(() => import('./subscriptions/subscriptions-tab.tsx').then((module) => ({ default: module.SubscriptionsTab })));
const AnalyticsTab = lazy(() => import('./analytics/analytics-tab.tsx').then((module) => ({ default: module.AnalyticsTab })));
const PaymentsTab = lazy(() => import('./payments/payments-tab.tsx').then((module) => ({ default: module.PaymentsTab })));

function Panel({ tab, userId }: { tab: AdminTab; userId: string }) {
  switch (tab) {
    case 'prompts':
      return <PromptsTab userId={userId} />;
    case 'api':
      return <ApiTab />;
    case 'plans':
      return <PlansTab />;
    case 'subscriptions':
      return <SubscriptionsTab />;
    case 'analytics':
      return <AnalyticsTab />;
    case 'payments':
      return <PaymentsTab />;
  }
}

export function AdminTabContent({ tab, userId }: { tab: AdminTab; userId: string }) {
  return (
    <Suspense
      fallback={<LoadingStatus text={ADMIN.opening} />}
    >
      <Panel tab={tab} userId={userId} />
    </Suspense>
  );
}
