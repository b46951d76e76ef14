// /dashboard: the nine tools, the team's activity (owners of a studio with a team),
// recent content, credits and this month, all from the studio's synced data.
import { DashboardHeader } from './dashboard-header.tsx';
import { RecentContent } from './recent-content.tsx';
import { TeamActivityCard } from './team-activity-card.tsx';
import { ThisMonthCard } from './this-month-card.tsx';
import { ToolGrid } from './tool-grid.tsx';
import { UsageCreditsPanel } from './usage-credits-panel.tsx';

export function DashboardPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <DashboardHeader />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <ToolGrid />
          <TeamActivityCard />
          <RecentContent />
        </div>
        <div className="min-w-0 space-y-6">
          <UsageCreditsPanel />
          <ThisMonthCard />
        </div>
      </div>
    </div>
  );
}
