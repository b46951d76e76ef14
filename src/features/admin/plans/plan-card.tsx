import type { AdminPlan } from '#sync/admin.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ADMIN, PLANS } from '../messages.ts';
import { formatMoney } from '#domain/money.ts';

type PlanCardProps = { plan: AdminPlan; editing: boolean; onEdit: () => void; onDelete: () => void };

export function PlanCard({ plan, editing, onEdit, onDelete }: PlanCardProps) {
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm ${editing ? 'border-teal-700 ring-2 ring-teal-700/20' : 'border-stone-200'} ${plan.is_active ? '' : 'bg-stone-50'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-stone-900">
          {plan.name}
        </h3>
        <Badge tone={plan.is_active ? 'teal' : 'stone'}>{plan.is_active ? PLANS.active : PLANS.inactive}</Badge>
      </div>
      <p className="mt-3">
        <span className="text-3xl font-bold text-stone-900">{formatMoney(plan.price, plan.currency)}</span>
        <span className="text-stone-600">{PLANS.perMonth}</span>
      </p>
      <p className="mt-1 text-sm font-medium text-teal-800">{PLANS.credits(plan.credits_limit)}</p>
      <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm text-stone-700">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-5 flex gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {ADMIN.edit}
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700 hover:text-red-800" onClick={onDelete}>
          {ADMIN.delete}
        </Button>
      </div>
    </article>
  );
}
