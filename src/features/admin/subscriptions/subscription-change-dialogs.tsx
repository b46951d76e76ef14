// The two changes an administrator makes to one subscription in a dialog: another plan
// (from every plan, active or not) and a longer trial (1-90 days).
import { type FormEvent, useState } from 'react';
import type { AdminPlan, AdminSubscription } from '#sync/admin.ts';
import { formatMoney } from '#domain/money.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SUBSCRIPTIONS } from '../messages.ts';
import { trialDays } from './subscription-rules.ts';

type DialogProps = { subscription: AdminSubscription; name: string; busy: boolean; onClose: () => void };

function Actions({ busy, label, onClose }: { busy: boolean; label: string; onClose: () => void }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {SUBSCRIPTIONS.close}
      </Button>
      <Button type="submit" busy={busy}>
        {label}
      </Button>
    </div>
  );
}

export function ChangePlanDialog({ subscription, name, plans, busy, onClose, onChange }: DialogProps & { plans: readonly AdminPlan[]; onChange: (plan: AdminPlan) => void }) {
  const others = plans.filter((plan) => plan.id !== subscription.plan_id);
  const [planId, setPlanId] = useState(others[0]?.id ?? '');
  const options = others.map((plan) => ({ value: plan.id, label: `${plan.name}: ${formatMoney(plan.price, plan.currency)}/month, ${plan.credits_limit.toLocaleString('en-US')} credits` }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const plan = others.find((candidate) => candidate.id === planId);
    if (plan) onChange(plan);
  }
  return (
    <Modal open onClose={busy ? () => {} : onClose} title={SUBSCRIPTIONS.changePlanTitle(name)} description={SUBSCRIPTIONS.changePlanText}>
      <form onSubmit={submit} noValidate>
        <SelectField label={SUBSCRIPTIONS.newPlan} options={options} value={planId} onChange={setPlanId} data-autofocus />
        <Actions busy={busy} label={SUBSCRIPTIONS.applyPlan} onClose={onClose} />
      </form>
    </Modal>
  );
}

export function ExtendTrialDialog({ name, busy, onClose, onExtend }: DialogProps & { onExtend: (days: number) => void }) {
  const [text, setText] = useState('7');
  const [error, setError] = useState<string | undefined>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const days = trialDays(text);
    if (days === null) {
      setError(SUBSCRIPTIONS.extendDaysInvalid);
      return;
    }
    onExtend(days);
  }
  return (
    <Modal open onClose={busy ? () => {} : onClose} title={SUBSCRIPTIONS.extendTitle(name)} description={SUBSCRIPTIONS.extendText}>
      <form onSubmit={submit} noValidate>
        <TextField label={SUBSCRIPTIONS.extendDays} name="days" inputMode="numeric" value={text} error={error} onChange={(event) => setText(event.target.value)} data-autofocus />
        <Actions busy={busy} label={SUBSCRIPTIONS.applyExtend} onClose={onClose} />
      </form>
    </Modal>
  );
}
