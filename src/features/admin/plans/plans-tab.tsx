// Subscription plans: the create/edit form and a grid of every plan (active or
// not) with edit and delete. Active plans are what the landing page prices.
import { useState } from 'react';
import { type AdminPlan, deletePlan, listPlans, REFUSED } from '#sync/admin.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { ADMIN, PLANS } from '../messages.ts';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useRemoteQuery } from '../../../ui/use-remote-query.ts';
import { PlanCard } from './plan-card.tsx';
import { PlanEditor } from './plan-editor.tsx';

/** Postgres: a row still referenced by a foreign key (subscribers of the plan). */
const IN_USE = '23503';

export function PlansTab() {
  const query = useRemoteQuery(() => listPlans(), 'plans', { failureToast: { title: PLANS.loadFailed } });
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const [busy, setBusy] = useState(false);

  function saved(plan: AdminPlan, created: boolean) {
    query.update((list) => (created ? [plan, ...list] : list.map((item) => (item.id === plan.id ? plan : item))));
    setEditing(null);
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deletePlan(deleting.id);
      query.update((list) => list.filter((item) => item.id !== deleting.id));
      if (editing?.id === deleting.id) setEditing(null);
      notifySuccess(PLANS.deleted);
    } catch (error) {
      console.error(PLANS.deleteFailed, error);
      const code = (error as { code?: string }).code;
      notifyError(PLANS.deleteFailed, code === IN_USE ? PLANS.inUse : code === REFUSED ? (error as Error).message : undefined);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="text-xl font-semibold text-stone-900">
        {PLANS.title}
      </h2>
      <p className="mt-1 text-stone-700">{PLANS.lead}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <PlanEditor key={editing?.id ?? 'new'} plan={editing} onSaved={saved} onCancel={() => setEditing(null)} />
        <div>
          <QueryState query={query} loadingText={PLANS.loading} failedText={PLANS.loadFailed} />
          {query.data?.length === 0 && <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-700">{PLANS.empty}</p>}
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {query.data?.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} editing={editing?.id === plan.id} onEdit={() => setEditing(plan)} onDelete={() => setDeleting(plan)} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={PLANS.confirmTitle}
        message={PLANS.confirmDelete}
        confirmLabel={ADMIN.delete}
        cancelLabel={ADMIN.cancel}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
