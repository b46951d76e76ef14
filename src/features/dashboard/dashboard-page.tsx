// /dashboard: what is due to publish, the coming week (owners), the nine tools, what waits
// for review and the team's activity (owners of a studio with a team), recent content,
// credits and this month, all from the studio's synced data. The frame paints first; the
// parts that read data follow as soon as their code is in.
import { useAuthState } from '#sync/auth.ts';
import { deferred } from '../../ui/deferred.tsx';
import { DashboardHeader, WelcomeLine } from './dashboard-header.tsx';
import { useReturningVisitor } from './first-visit.ts';
import { ToolGrid } from './tool-grid.tsx';

const sections = () => import('./dashboard-sections.tsx');
const Welcome = deferred(
  () => sections().then((module) => module.Welcome),
  ({ returning }) => <WelcomeLine name="" returning={returning} />,
);
const PublishingCard = deferred(() => sections().then((module) => module.PublishingCard), null);
const ComingWeekCard = deferred(() => sections().then((module) => module.ComingWeekCard), null);
const ReviewQueueCard = deferred(() => sections().then((module) => module.ReviewQueueCard), null);
const TeamActivityCard = deferred(() => sections().then((module) => module.TeamActivityCard), null);
const RecentContent = deferred(() => sections().then((module) => module.RecentContent), null);
const UsageCreditsPanel = deferred(() => sections().then((module) => module.UsageCreditsPanel), null);
const ThisMonthCard = deferred(() => sections().then((module) => module.ThisMonthCard), null);

export function DashboardPage() {
  const returning = useReturningVisitor(useAuthState().user?.id);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <DashboardHeader greeting={<Welcome returning={returning} />} />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <PublishingCard />
          <ToolGrid />
          <ReviewQueueCard />
          <TeamActivityCard />
          <RecentContent />
        </div>
        <div className="min-w-0 space-y-6">
          <ComingWeekCard />
          <UsageCreditsPanel />
          <ThisMonthCard />
        </div>
      </div>
    </div>
  );
}
