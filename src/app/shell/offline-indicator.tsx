import { useOnlineStatus } from '../../ui/use-online-status.ts';
import { OFFLINE_DETAIL, OFFLINE_LABEL } from '../messages.ts';

/** A pill in the header while the device is offline; announced when it appears. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status">
      {!online && (
        <span
          title={OFFLINE_DETAIL}
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900"
        >
          <span className="size-2 rounded-full bg-amber-600" aria-hidden="true" />
          {OFFLINE_LABEL}
          <span className="sr-only">: {OFFLINE_DETAIL}</span>
        </span>
      )}
    </div>
  );
}
