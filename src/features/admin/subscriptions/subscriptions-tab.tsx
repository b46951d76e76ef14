// Every user's subscription: search, status filter and refresh; per card the
// credits and period, Cancel (after a confirmation), Reactivate and Reset Credits.
import { useState } from 'react';
import { type AdminSubscription, listSubscriptions, resetCredits, setSubscriptionStatus, type SubscriptionChange } from '#sync/admin.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { SUBSCRIPTIONS, STATUS_LABELS } from '../messages.ts';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useRemoteQuery } from '../../../ui/use-remote-query.ts';
import { SubscriptionCard } from './subscription-card.tsx';
import { filterSubscriptions, STATUS_FILTERS, type StatusFilter, statusFilterFrom } from './subscription-rules.ts';

const STATUS_OPTIONS = STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export function SubscriptionsTab() {
  const query = useRemoteQuery(() => listSubscriptions(), 'subscriptions', { failureToast: { title: SUBSCRIPTIONS.loadFailed } });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [canceling, setCanceling] = useState<AdminSubscription | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function change(id: string, write: () => Promise<SubscriptionChange>, success: (change: SubscriptionChange) => string, failure: string) {
    setBusyId(id);
    try {
      const changed = await write();
      query.update((list) => list.map((item) => (item.id === changed.id ? { ...item, ...changed } : item)));
      notifySuccess(success(changed));
    } catch (error) {
      console.error(failure, error);
      notifyError(failure);
    } finally {
      setBusyId(null);
    }
  }

  const setStatusOf = (subscription: AdminSubscription, next: 'active' | 'canceled') =>
    change(subscription.id, () => setSubscriptionStatus(subscription.id, next), (changed) => SUBSCRIPTIONS.statusChanged(changed.status), SUBSCRIPTIONS.updateFailed);

  const reset = (subscription: AdminSubscription) =>
    change(
      subscription.id,
      async () => {
        if (!subscription.plan) throw new Error('The subscription has no plan to take the credits limit from');
        return resetCredits(subscription.id, subscription.plan.credits_limit);
      },
      () => SUBSCRIPTIONS.creditsReset,
      SUBSCRIPTIONS.resetFailed,
    );

  async function confirmCancel() {
    if (!canceling) return;
    await setStatusOf(canceling, 'canceled');
    setCanceling(null);
  }

  const shown = query.data ? filterSubscriptions(query.data, search, status) : [];
  return (
    <section aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title" className="text-xl font-semibold text-stone-900">
        {SUBSCRIPTIONS.title}
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={SUBSCRIPTIONS.searchLabel}
          type="search"
          placeholder={SUBSCRIPTIONS.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          className="sm:w-48"
          label={SUBSCRIPTIONS.statusLabel}
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(statusFilterFrom(value))}
        />
        <Button variant="secondary" onClick={query.reload} busy={query.loading && query.data !== null}>
          {SUBSCRIPTIONS.refresh}
        </Button>
      </div>
      <div className="mt-6">
        <QueryState query={query} loadingText={SUBSCRIPTIONS.loading} failedText={SUBSCRIPTIONS.loadFailed} />
        {query.data && shown.length === 0 && (
          <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-700">
            {query.data.length === 0 ? SUBSCRIPTIONS.empty : SUBSCRIPTIONS.noMatch}
          </p>
        )}
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {shown.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionCard
                subscription={subscription}
                busy={busyId === subscription.id}
                onCancel={() => setCanceling(subscription)}
                onReactivate={() => void setStatusOf(subscription, 'active')}
                onResetCredits={() => void reset(subscription)}
              />
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={canceling !== null}
        title={SUBSCRIPTIONS.confirmTitle}
        message={SUBSCRIPTIONS.confirmText}
        confirmLabel={SUBSCRIPTIONS.confirmCancel}
        cancelLabel={SUBSCRIPTIONS.keep}
        busy={canceling !== null && busyId === canceling.id}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCanceling(null)}
      />
    </section>
  );
}
