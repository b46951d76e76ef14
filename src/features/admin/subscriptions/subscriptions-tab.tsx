// Every user's subscription: search, status filter and refresh; per card the
// credits and period, Cancel and Reset Credits (each after a confirmation), Reactivate,
// Change Plan and Extend Trial (each in a dialog). Plan changes and longer trials reload
// the list: the card's plan and period are the database's.
import { useState } from 'react';
import {
  type AdminPlan,
  type AdminSubscription,
  changeSubscriptionPlan,
  extendTrial,
  listPlans,
  listSubscriptions,
  resetCredits,
  setSubscriptionStatus,
  type SubscriptionChange,
} from '#sync/admin.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { SUBSCRIPTIONS, STATUS_LABELS } from '../messages.ts';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useRemoteQuery } from '../../../ui/use-remote-query.ts';
import { SubscriptionCard } from './subscription-card.tsx';
import { ChangePlanDialog, ExtendTrialDialog } from './subscription-change-dialogs.tsx';
import { filterSubscriptions, STATUS_FILTERS, subscriberName, type StatusFilter, statusFilterFrom } from './subscription-rules.ts';

/** Who a dialog speaks of. */
const nameOf = (subscription: AdminSubscription) => subscriberName(subscription) || SUBSCRIPTIONS.unknownUser;

const STATUS_OPTIONS = STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export function SubscriptionsTab() {
  const query = useRemoteQuery(() => listSubscriptions(), 'subscriptions', { failureToast: { title: SUBSCRIPTIONS.loadFailed } });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const plans = useRemoteQuery(() => listPlans(), 'subscription-plans', { failureToast: { title: SUBSCRIPTIONS.loadFailed } });
  const [canceling, setCanceling] = useState<AdminSubscription | null>(null);
  const [resetting, setResetting] = useState<AdminSubscription | null>(null);
  const [moving, setMoving] = useState<AdminSubscription | null>(null);
  const [extending, setExtending] = useState<AdminSubscription | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function change(id: string, write: () => Promise<SubscriptionChange>, success: (change: SubscriptionChange) => string, failure: string, reload = false): Promise<boolean> {
    setBusyId(id);
    try {
      const changed = await write();
      query.update((list) => list.map((item) => (item.id === changed.id ? { ...item, ...changed } : item)));
      if (reload) query.reload();
      notifySuccess(success(changed));
      return true;
    } catch (error) {
      console.error(failure, error);
      notifyError(failure, error instanceof Error ? error.message : undefined);
      return false;
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

  async function confirmReset() {
    if (!resetting) return;
    await reset(resetting);
    setResetting(null);
  }

  async function movePlan(subscription: AdminSubscription, plan: AdminPlan) {
    const done = await change(subscription.id, () => changeSubscriptionPlan(subscription.id, plan.id), () => SUBSCRIPTIONS.planChanged(plan.name), SUBSCRIPTIONS.updateFailed, true);
    if (done) setMoving(null);
  }

  async function lengthenTrial(subscription: AdminSubscription, days: number) {
    const done = await change(subscription.id, () => extendTrial(subscription.id, days), () => SUBSCRIPTIONS.trialExtended(days), SUBSCRIPTIONS.updateFailed, true);
    if (done) setExtending(null);
  }

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
                onResetCredits={() => setResetting(subscription)}
                onChangePlan={() => setMoving(subscription)}
                onExtendTrial={() => setExtending(subscription)}
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
      <ConfirmDialog
        open={resetting !== null}
        title={SUBSCRIPTIONS.resetTitle}
        message={resetting ? SUBSCRIPTIONS.resetText(nameOf(resetting), resetting.plan?.credits_limit ?? 0) : ''}
        confirmLabel={SUBSCRIPTIONS.confirmReset}
        cancelLabel={SUBSCRIPTIONS.keepCredits}
        busy={resetting !== null && busyId === resetting.id}
        onConfirm={() => void confirmReset()}
        onClose={() => setResetting(null)}
      />
      {moving && (
        <ChangePlanDialog
          subscription={moving}
          name={nameOf(moving)}
          plans={plans.data ?? []}
          busy={busyId === moving.id}
          onClose={() => setMoving(null)}
          onChange={(plan) => void movePlan(moving, plan)}
        />
      )}
      {extending && (
        <ExtendTrialDialog
          subscription={extending}
          name={nameOf(extending)}
          busy={busyId === extending.id}
          onClose={() => setExtending(null)}
          onExtend={(days) => void lengthenTrial(extending, days)}
        />
      )}
    </section>
  );
}
