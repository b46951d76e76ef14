import type { AdminTab } from './admin-tabs.ts';
import { AnalyticsTab } from './analytics/analytics-tab.tsx';
import { ApiTab } from './api-tab.tsx';
import { PaymentsTab } from './payments/payments-tab.tsx';
import { PlansTab } from './plans/plans-tab.tsx';
import { PromptsTab } from './prompts/prompts-tab.tsx';
import { SubscriptionsTab } from './subscriptions/subscriptions-tab.tsx';

export function AdminTabContent({ tab, userId }: { tab: AdminTab; userId: string }) {
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
