import { usePlans, type UserSubscriptionDoc } from '#sync/subscription.ts';
import { formatMoney } from '#domain/money.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { formatDate } from '../../ui/format.ts';
import type { CreditUsage } from './credit-usage.ts';
import { BILLING, CREDITS } from './messages.ts';

type BillingDialogProps = { subscription: UserSubscriptionDoc; usage: CreditUsage; onClose: () => void; onComparePlans: () => void };

/** Manage Billing: the plan's details, where to compare plans and whom to ask. */
export function BillingDialog({ subscription, usage, onClose, onComparePlans }: BillingDialogProps) {
  const { plans } = usePlans();
  const plan = plans.find((candidate) => candidate.id === subscription.plan_id);
  const price = plan?.price ?? subscription.plan?.price;
  const currency = plan?.currency ?? subscription.plan?.currency;
  const period = usage.periodStart && usage.periodEnd ? `${formatDate(usage.periodStart)} – ${formatDate(usage.periodEnd)}` : null;
  const rows = [
    { label: BILLING.price, value: price === undefined ? null : `${formatMoney(price, currency)}${BILLING.perMonth}` },
    { label: BILLING.credits, value: String(usage.limit) },
    { label: BILLING.remaining, value: String(usage.remaining) },
    { label: BILLING.status, value: BILLING.states[usage.state] },
    { label: BILLING.period, value: period },
  ];

  return (
    <Modal open onClose={onClose} title={`${BILLING.title}: ${usage.planName}`} description={BILLING.description}>
      <dl className="divide-y divide-stone-100 text-sm">
        {rows.map((row) =>
          row.value ? (
            <div key={row.label} className="flex justify-between gap-4 py-2">
              <dt className="text-stone-600">{row.label}</dt>
              <dd className="font-medium text-stone-900">{row.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {usage.note && <p className="mt-3 text-sm text-stone-700">{CREDITS.note[usage.note.kind](formatDate(usage.note.date))}</p>}
      {plan && plan.features.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-stone-900">{BILLING.features}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-sm text-stone-700">
        <a href="mailto:hello@example.com" className="font-medium text-teal-800 underline underline-offset-2">
          {BILLING.contact}
        </a>
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {BILLING.close}
        </Button>
        <Button onClick={onComparePlans}>{BILLING.changePlan}</Button>
      </div>
    </Modal>
  );
}
