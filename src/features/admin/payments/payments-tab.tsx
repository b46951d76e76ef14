// PayPal configuration and payment settings, kept in this browser only
// (localStorage payment_settings), a simulated connection test, the (always
// empty) recent transactions and a security notice. Works offline.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PLAN_CURRENCIES } from '#domain/plans.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { PAYMENTS } from '../messages.ts';
import { currencyFrom } from '../plans/plan-form-rules.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SwitchField } from '../shared/switch-field.tsx';
import {
  loadPaymentSettings,
  PAYPAL_ENVIRONMENTS,
  type PaymentSettingsErrors,
  type PaymentSettingsForm,
  type PaypalEnvironment,
  savePaymentSettings,
  toPaymentForm,
  validatePaymentSettings,
} from './payment-settings.ts';
import { PaymentsInfo } from './payments-info.tsx';

/** The connection test's simulated wait (no call is made). */
export const CONNECTION_TEST_MS = 2000;

const ENVIRONMENT_OPTIONS = PAYPAL_ENVIRONMENTS.map((value) => ({ value, label: PAYMENTS.environments[value] }));
const CURRENCY_OPTIONS = PLAN_CURRENCIES.map((value) => ({ value, label: value }));

export function PaymentsTab() {
  const [form, setForm] = useState<PaymentSettingsForm>(() => toPaymentForm(loadPaymentSettings()));
  const [errors, setErrors] = useState<PaymentSettingsErrors>({});
  const [testing, setTesting] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const set = <K extends keyof PaymentSettingsForm>(field: K, value: PaymentSettingsForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validatePaymentSettings(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    try {
      savePaymentSettings(result.settings);
      setForm(toPaymentForm(result.settings));
      notifySuccess(PAYMENTS.saved);
    } catch (error) {
      console.error(PAYMENTS.saveFailed, error);
      notifyError(PAYMENTS.saveFailed);
    }
  }

  async function testConnection() {
    if (!form.paypal_client_id.trim()) {
      notifyError(PAYMENTS.clientIdFirst);
      return;
    }
    setTesting(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, CONNECTION_TEST_MS));
      if (mounted.current) notifySuccess(PAYMENTS.testSucceeded);
    } catch (error) {
      console.error(PAYMENTS.testFailed, error);
      notifyError(PAYMENTS.testFailed);
    } finally {
      if (mounted.current) setTesting(false);
    }
  }

  return (
    <div className="space-y-8">
      <form noValidate onSubmit={save} className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="paypal-title" className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="paypal-title" className="text-xl font-semibold text-stone-900">
            {PAYMENTS.providerTitle}
          </h2>
          <TextField
            label={PAYMENTS.clientId}
            name="paypal_client_id"
            hint={PAYMENTS.clientIdHint}
            autoComplete="off"
            value={form.paypal_client_id}
            onChange={(event) => set('paypal_client_id', event.target.value)}
            error={errors.paypal_client_id}
            required
          />
          <SelectField
            label={PAYMENTS.environment}
            name="paypal_environment"
            options={ENVIRONMENT_OPTIONS}
            value={form.paypal_environment}
            onChange={(environment) => set('paypal_environment', environment as PaypalEnvironment)}
            error={errors.paypal_environment}
          />
          <Button variant="secondary" onClick={() => void testConnection()} busy={testing}>
            {testing ? PAYMENTS.testing : PAYMENTS.testConnection}
          </Button>
        </section>
        <section aria-labelledby="payment-settings-title" className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="payment-settings-title" className="text-xl font-semibold text-stone-900">
            {PAYMENTS.settingsTitle}
          </h2>
          <SelectField
            label={PAYMENTS.currency}
            options={CURRENCY_OPTIONS}
            value={form.default_currency}
            onChange={(currency) => set('default_currency', currencyFrom(currency))}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={PAYMENTS.taxRate}
              name="tax_rate"
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              value={form.tax_rate}
              onChange={(event) => set('tax_rate', event.target.value)}
              error={errors.tax_rate}
            />
            <TextField
              label={PAYMENTS.gracePeriod}
              name="payment_grace_period"
              type="number"
              inputMode="numeric"
              min={0}
              max={30}
              step={1}
              value={form.payment_grace_period}
              onChange={(event) => set('payment_grace_period', event.target.value)}
              error={errors.payment_grace_period}
            />
          </div>
          <SwitchField label={PAYMENTS.invoicing} checked={form.enable_invoicing} onChange={(value) => set('enable_invoicing', value)} />
          <SwitchField label={PAYMENTS.autoRetry} checked={form.auto_retry_failed_payments} onChange={(value) => set('auto_retry_failed_payments', value)} />
          <SwitchField label={PAYMENTS.notifications} checked={form.send_payment_notifications} onChange={(value) => set('send_payment_notifications', value)} />
          <Button type="submit">{PAYMENTS.save}</Button>
        </section>
      </form>
      <PaymentsInfo />
    </div>
  );
}
