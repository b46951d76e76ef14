// View Plans / Compare plans: every active plan side by side, the user's own marked,
// and for each other plan a way to ask for the switch (billing is handled by the
// studio's team by email until a payment provider is connected), never a trip to the
// public sign-up page.
import { usePlans } from '#sync/subscription.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { PLANS } from './messages.ts';

type PlansDialogProps = { currentPlanId: string | null; onClose: () => void };

function switchLink(planName: string): string {
  const subject = encodeURIComponent(PLANS.switchSubject(planName));
  const body = encodeURIComponent(PLANS.switchBody(planName));
  return `mailto:${PLANS.billingEmail}?subject=${subject}&body=${body}`;
}

export function PlansDialog({ currentPlanId, onClose }: PlansDialogProps) {
  const { plans, loading, error, retry } = usePlans();
  const shown = [...plans].sort((a, b) => a.price - b.price);
  return (
    <Modal open onClose={onClose} title={PLANS.title} description={PLANS.description}>
      {loading ? (
        <p className="text-sm text-stone-600">{PLANS.loading}</p>
      ) : error ? (
        <ReadFailed error={error} onRetry={retry} compact />
      ) : shown.length === 0 ? (
        <p className="text-sm text-stone-600">{PLANS.none}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {shown.map((plan) => {
            const current = plan.id === currentPlanId;
            return (
              <li key={plan.id} aria-label={`${plan.name} plan`} className={`rounded-lg p-4 ${current ? 'ring-2 ring-teal-700' : 'ring-1 ring-stone-200'}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-stone-900">
                    {plan.name}
                    {current && <span className="ml-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">{PLANS.yours}</span>}
                  </h3>
                  <p className="text-sm text-stone-800">
                    <span className="font-semibold">{PLANS.price(plan.price, plan.currency)}</span> · {PLANS.credits(plan.credits_limit)}
                  </p>
                </div>
                {plan.features.length > 0 && <p className="mt-1 text-sm text-stone-600">{plan.features.join(' · ')}</p>}
                {!current && (
                  <a href={switchLink(plan.name)} className={`${buttonClass('secondary', 'sm')} mt-3`}>
                    {PLANS.switchTo(plan.name)}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-sm text-stone-600">{PLANS.howItWorks}</p>
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {PLANS.close}
        </Button>
      </div>
    </Modal>
  );
}
