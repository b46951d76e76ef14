import { type FormEvent, useState } from 'react';
import { type AdminPlan, savePlan } from '#sync/admin.ts';
import { PLAN_CURRENCIES } from '#domain/plans.ts';
import { maxLengthOf, numberLimitOf } from '#domain/field-limits.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { ADMIN, PLANS } from '../messages.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SwitchField } from '../shared/switch-field.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { currencyFrom, EMPTY_PLAN_FORM, type PlanFormErrors, type PlanFormValues, planFormFrom, validatePlanForm } from './plan-form-rules.ts';

/** Postgres: a unique value taken (plan names are unique). */
const DUPLICATE = '23505';
const CURRENCY_OPTIONS = PLAN_CURRENCIES.map((currency) => ({ value: currency, label: currency }));

type PlanEditorProps = {
  /** The plan in edit mode; null is create mode. */
  plan: AdminPlan | null;
  onSaved: (plan: AdminPlan, created: boolean) => void;
  onCancel: () => void;
};

export function PlanEditor({ plan, onSaved, onCancel }: PlanEditorProps) {
  const [values, setValues] = useState<PlanFormValues>(plan ? planFormFrom(plan) : EMPTY_PLAN_FORM);
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: 'name' | 'credits_limit' | 'price' | 'paypal_plan_id' | 'features') => (input: string | { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: typeof input === 'string' ? input : input.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validatePlanForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await savePlan(result.plan, plan?.id);
      notifySuccess(plan ? PLANS.updated : PLANS.created);
      if (!plan) setValues(EMPTY_PLAN_FORM);
      onSaved(saved, plan === null);
    } catch (error) {
      console.error(PLANS.saveFailed, error);
      notifyError(PLANS.saveFailed, (error as { code?: string }).code === DUPLICATE ? PLANS.duplicateName : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="plan-form-title" className="space-y-4 self-start rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id="plan-form-title" className="text-lg font-semibold text-stone-900">
        {plan ? PLANS.editTitle : PLANS.createTitle}
      </h3>
      <TextField label={PLANS.name} name="name" value={values.name} onChange={set('name')} error={errors.name} required limit={maxLengthOf('subscription_plans', 'name')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={PLANS.creditsLimit}
          name="credits_limit"
          type="number"
          inputMode="numeric"
          min={numberLimitOf('subscription_plans', 'credits_limit').min}
          step={1}
          value={values.credits_limit}
          onChange={set('credits_limit')}
          error={errors.credits_limit}
          required
        />
        <TextField
          label={PLANS.price}
          name="price"
          type="number"
          inputMode="decimal"
          min={numberLimitOf('subscription_plans', 'price').min}
          step={0.01}
          value={values.price}
          onChange={set('price')}
          error={errors.price}
          required
        />
      </div>
      <SelectField
        label={PLANS.currency}
        options={CURRENCY_OPTIONS}
        value={values.currency}
        onChange={(currency) => setValues((current) => ({ ...current, currency: currencyFrom(currency) }))}
      />
      <TextField label={PLANS.paypalPlanId} value={values.paypal_plan_id} onChange={set('paypal_plan_id')} limit={maxLengthOf('subscription_plans', 'paypal_plan_id')} />
      <TextareaField label={PLANS.features} name="features" hint={PLANS.featuresHint} rows={5} value={values.features} onChange={set('features')} error={errors.features} />
      <SwitchField label={PLANS.activeSwitch} checked={values.is_active} onChange={(is_active) => setValues((current) => ({ ...current, is_active }))} />
      <div className="flex gap-3 pt-2">
        <Button type="submit" busy={busy}>
          {busy ? PLANS.saving : plan ? PLANS.update : PLANS.create}
        </Button>
        {plan && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {ADMIN.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
