// Settings -> This device: how much this browser's storage is used and left, whether the
// browser keeps the data when space runs short, the studio data held here, the changes
// waiting for the server, and "free up space" (cached images the server holds too).
import { useState } from 'react';
import { freeUpSpace, useDeviceStorage } from '#sync/device-storage.ts';
import { Button } from '../../../ui/button.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { formatNumber } from '../../../ui/format.ts';
import { DEVICE as D } from '../messages.ts';
import { formatBytes, usedPercent } from './storage-figures.ts';
import { StorageFact } from './storage-fact.tsx';

const CARD = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5';

export function DeviceTab() {
  const storage = useDeviceStorage();
  const [freeing, setFreeing] = useState(false);
  const { estimate, persistence, database } = storage;

  async function free() {
    setFreeing(true);
    try {
      const freed = await freeUpSpace();
      if (freed.images === 0) notifySuccess(D.nothingToFree, D.nothingToFreeDescription);
      else notifySuccess(D.freed(freed.images, formatBytes(freed.bytes)), D.freedDescription);
      await storage.refresh();
    } catch (error) {
      notifyError(D.freeFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setFreeing(false);
    }
  }

  async function keep() {
    if ((await storage.askPersistence()) !== 'granted') notifyError(D.persistenceRefused, D.persistenceRefusedDescription);
  }

  return (
    <section aria-labelledby="device-title" className="space-y-4">
      <div>
        <h2 id="device-title" className="text-xl font-semibold text-stone-900">
          {D.title}
        </h2>
        <p className="mt-1 max-w-3xl text-stone-700">{D.lead}</p>
      </div>
      {storage.loading ? (
        <p className="text-stone-600">{D.loading}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className={CARD}>
            <h3 className="font-semibold text-stone-900">{D.storageHeading}</h3>
            {estimate && (
              <div
                role="meter"
                aria-label={D.meterLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={usedPercent(estimate.usage, estimate.quota)}
                className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200"
              >
                <div className="h-full rounded-full bg-teal-700" style={{ width: `${usedPercent(estimate.usage, estimate.quota)}%` }} />
              </div>
            )}
            <dl className="mt-3 divide-y divide-stone-100" aria-label={D.storageHeading}>
              <StorageFact term={D.used} value={estimate ? formatBytes(estimate.usage) : D.notAvailable} />
              <StorageFact term={D.available} value={estimate ? formatBytes(Math.max(0, estimate.quota - estimate.usage)) : D.notAvailable} />
              <StorageFact term={D.database} value={database ? D.databaseSize(formatBytes(database.bytes), database.documents) : D.notAvailable} />
              <StorageFact term={D.pending} value={storage.pendingChanges > 0 ? formatNumber(storage.pendingChanges) : D.pendingNone} />
              <StorageFact
                term={D.persistence}
                value={persistence === 'granted' ? D.persistenceGranted : persistence === 'not-granted' ? D.persistenceNotGranted : D.notAvailable}
              />
            </dl>
            <div className="mt-3 flex flex-wrap gap-2">
              {persistence === 'not-granted' && (
                <Button variant="secondary" size="sm" onClick={() => void keep()}>
                  {D.askPersistence}
                </Button>
              )}
              <Button variant="secondary" size="sm" onClick={() => void storage.refresh()}>
                {D.refresh}
              </Button>
            </div>
          </div>
          <div className={CARD}>
            <h3 className="font-semibold text-stone-900">{D.freeHeading}</h3>
            <p className="mt-1 text-sm text-stone-700">{D.freeLead}</p>
            <Button className="mt-3" onClick={() => void free()} busy={freeing}>
              {freeing ? D.freeing : D.free}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
