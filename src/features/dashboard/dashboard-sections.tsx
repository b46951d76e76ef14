// The dashboard's parts that read the studio's synced data. Their code brings the
// data layer with it, so it loads after the page's frame (title, lead, tools) has
// painted rather than holding that frame back.
import { useProfile } from '#sync/profile.ts';
import { WelcomeLine } from './dashboard-header.tsx';

export { ComingWeekCard } from './coming-week-card.tsx';
export { PublishingCard } from './publishing-card.tsx';
export { RecentContent } from './recent-content.tsx';
export { ReviewQueueCard } from './review-queue-card.tsx';
export { TeamActivityCard } from './team-activity-card.tsx';
export { ThisMonthCard } from './this-month-card.tsx';
export { UsageCreditsPanel } from './usage-credits-panel.tsx';

export function Welcome({ returning }: { returning: boolean }) {
  const { profile } = useProfile();
  return <WelcomeLine name={profile?.business_name || profile?.full_name || ''} returning={returning} />;
}
