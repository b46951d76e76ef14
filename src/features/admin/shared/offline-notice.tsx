import { ADMIN } from '../messages.ts';

/** Shown instead of a server-backed tab while the device is offline. */
export function OfflineNotice() {
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
      <h2 className="text-lg font-semibold text-amber-900">{ADMIN.offlineTitle}</h2>
      <p className="mt-2 text-amber-900">{ADMIN.offlineText}</p>
    </div>
  );
}
