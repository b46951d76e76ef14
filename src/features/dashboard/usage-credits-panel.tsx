import { lazy, Suspense, useState } from 'react';
import { useStudioChoice } from '#sync/studio.ts';
import { useSubscription } from '#sync/subscription.ts';
import { Button } from '../../ui/button.tsx';
import { formatDate } from '../../ui/format.ts';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { type CreditLevel, creditUsage } from './credit-usage.ts';
import { CREDITS } from './messages.ts';

// The dialogs (and the dialog library) load when one is first opened, not with the dashboard.
const BillingDialog = lazy(() => import('./billing-dialog.tsx').then((module) => ({ default: module.BillingDialog })));
const PlansDialog = lazy(() => import('./plans-dialog.tsx').then((module) => ({ default: module.PlansDialog })));

const BAR: Record<CreditLevel, string> = { green: 'bg-green-600', yellow: 'bg-yellow-400', red: 'bg-red-600' };

export function UsageCreditsPanel() {
  const { subscription, loading, error, retry } = useSubscription();
  // The credits are the studio's; staff see them, only owners manage billing and plans.
  const staff = useStudioChoice().current?.role === 'staff';
  const [open, setOpen] = useState<'billing' | 'plans' | null>(null);
  const usage = creditUsage(subscription);
  const viewPlans = (
    <Button size="sm" variant="secondary" onClick={() => setOpen('plans')}>
      {CREDITS.viewPlans}
    </Button>
  );

  return (
    <section aria-labelledby="credits-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="credits-title" className="text-lg font-semibold text-stone-900">
        {CREDITS.title}
      </h2>
      {loading ? (
        // While the device database opens: not "No active plan" to someone who has one.
        <p role="status" className="mt-3 text-sm text-stone-600">
          {CREDITS.loading}
        </p>
      ) : error ? (
        // Not "No active plan" either: the device could not say.
        <ReadFailed error={error} onRetry={retry} compact />
      ) : usage && subscription ? (
        <>
          <p className="mt-3 font-semibold text-teal-800">{usage.state === 'trial' ? CREDITS.trialPlan(usage.planName) : CREDITS.plan(usage.planName)}</p>
          <p className="mt-1 text-sm text-stone-800">{CREDITS.used(usage.used, usage.limit)}</p>
          <div
            role="meter"
            aria-label={CREDITS.meterLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={usage.percent}
            aria-valuetext={`${CREDITS.used(usage.used, usage.limit)} (${usage.percent}%)`}
            data-level={usage.level}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200"
          >
            <div className={`h-full rounded-full ${BAR[usage.level]}`} style={{ width: `${usage.percent}%` }} />
          </div>
          <p className="mt-2 flex justify-between text-xs text-stone-600">
            <span>{CREDITS.percentUsed(usage.percent)}</span>
            <span>{CREDITS.remaining(usage.remaining)}</span>
          </p>
          {usage.note && (
            <p className={`mt-2 text-sm ${usage.canSpend ? 'text-stone-700' : 'font-medium text-red-700'}`}>
              {CREDITS.note[usage.note.kind](formatDate(usage.note.date))}
            </p>
          )}
          {staff ? (
            <p className="mt-4 text-sm text-stone-600">{CREDITS.studioCredits}</p>
          ) : (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setOpen('billing')}>
                {CREDITS.manageBilling}
              </Button>
              {viewPlans}
            </div>
          )}
          {open === 'billing' && (
            <Suspense fallback={null}>
              <BillingDialog subscription={subscription} usage={usage} onClose={() => setOpen(null)} onComparePlans={() => setOpen('plans')} />
            </Suspense>
          )}
        </>
      ) : (
        <>
          <p className="mt-3 font-semibold text-stone-900">{CREDITS.noPlan}</p>
          <p className="mt-1 text-sm text-stone-700">{staff ? CREDITS.studioCredits : CREDITS.noPlanLead}</p>
          {!staff && <div className="mt-4">{viewPlans}</div>}
        </>
      )}
      {open === 'plans' && (
        <Suspense fallback={null}>
          <PlansDialog currentPlanId={subscription?.plan_id ?? null} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
