// Keeps the analytics tab's data current while it is open: each batch of new usage
// (watchUsage) loads the open period again and swaps the data in place, without
// the loading state (no spinner, no busy Refresh button). An answer for a period
// no longer shown, or overtaken by a newer live load, is dropped. The channel ends
// when the tab closes (unmount) or the administrator signs out.
import { useEffect, useRef } from 'react';
import { type AnalyticsData, loadAnalytics, watchUsage } from '#sync/admin.ts';
import type { AnalyticsPeriod } from '#domain/analytics-period.ts';
import type { RemoteQuery } from '../../../ui/use-remote-query.ts';

export function useLiveAnalytics(period: AnalyticsPeriod, update: RemoteQuery<AnalyticsData>['update']): void {
  const shown = useRef(period);
  shown.current = period;

  useEffect(() => {
    let latest = 0;
    return watchUsage(() => {
      const asked = shown.current;
      latest += 1;
      const ticket = latest;
      loadAnalytics(asked)
        .then((fresh) => {
          if (ticket === latest && shown.current === asked) update(() => fresh);
        })
        .catch((error: unknown) => console.warn('Live analytics could not load', error));
    });
  }, [update]);
}
