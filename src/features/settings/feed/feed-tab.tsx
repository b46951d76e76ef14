// Settings -> Calendar feed: the studio's plan in the user's own calendar app. A private
// link that calendar apps subscribe to (owners make and revoke it, online only), and a
// one-off .ics download made on this device from its history (offline too).
import { useState } from 'react';
import { exportStudioCalendar } from '#sync/calendar-file.ts';
import { useStudioChoice } from '#sync/studio.ts';
import { Button } from '../../../ui/button.tsx';
import { saveBlob } from '../../../ui/download.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { FeedLink } from './feed-link.tsx';
import { FEED } from './feed-messages.ts';

const CARD = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5';

export function FeedTab() {
  const online = useOnlineStatus();
  const studio = useStudioChoice().current;
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const file = await exportStudioCalendar(window.location.origin);
      saveBlob(file.blob, file.fileName);
      notifySuccess(FEED.downloaded, FEED.downloadedDescription(file.fileName, file.count));
    } catch (error) {
      notifyError(FEED.downloadFailed, error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby="feed-title" className="space-y-4">
      <div>
        <h2 id="feed-title" className="text-xl font-semibold text-stone-900">
          {FEED.title}
        </h2>
        <p className="mt-1 max-w-3xl text-stone-700">{FEED.lead}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={CARD}>
          <h3 className="font-semibold text-stone-900">{FEED.linkHeading}</h3>
          <p className="mt-1 mb-3 text-sm text-stone-700">{FEED.linkLead}</p>
          {!online ? (
            <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <p className="font-semibold">{FEED.offlineTitle}</p>
              <p className="mt-0.5">{FEED.offlineText}</p>
            </div>
          ) : (
            studio && <FeedLink key={studio.id} studio={studio} />
          )}
        </div>
        <div className={CARD}>
          <h3 className="font-semibold text-stone-900">{FEED.downloadHeading}</h3>
          <p className="mt-1 text-sm text-stone-700">{FEED.downloadLead}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void download()} busy={downloading}>
            {downloading ? FEED.preparing : FEED.download}
          </Button>
        </div>
      </div>
    </section>
  );
}
