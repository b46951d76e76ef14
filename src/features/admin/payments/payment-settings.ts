// The payment settings, kept only in this browser's localStorage under
// `payment_settings` (never on a server), their defaults (sandbox, USD,
// tax 0, invoicing on, grace period 3 days, auto retry on, notifications on) and
// their rules (client id required, tax 0-100, grace period 0-30 whole days).
import { PLAN_CURRENCIES, type PlanCurrency } from '#domain/plans.ts';
import { PAYMENTS } from '../messages.ts';

export const PAYMENT_SETTINGS_KEY = 'payment_settings';
export const PAYPAL_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type PaypalEnvironment = (typeof PAYPAL_ENVIRONMENTS)[number];

export const MAX_TAX_RATE = 100;
export const MAX_GRACE_PERIOD_DAYS = 30;

export type PaymentSettings = {
  paypal_client_id: string;
  paypal_environment: PaypalEnvironment;
  default_currency: PlanCurrency;
  tax_rate: number;
  enable_invoicing: boolean;
  payment_grace_period: number;
  auto_retry_failed_payments: boolean;
  send_payment_notifications: boolean;
};

/** The form holds the two numbers as typed. */
export type PaymentSettingsForm = Omit<PaymentSettings, 'tax_rate' | 'payment_grace_period'> & {
  tax_rate: string;
  payment_grace_period: string;
};

export type PaymentSettingsErrors = Partial<Record<'paypal_client_id' | 'paypal_environment' | 'tax_rate' | 'payment_grace_period', string>>;

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  paypal_client_id: '',
  paypal_environment: 'sandbox',
  default_currency: 'USD',
  tax_rate: 0,
  enable_invoicing: true,
  payment_grace_period: 3,
  auto_retry_failed_payments: true,
  send_payment_notifications: true,
};

function pick<T>(value: unknown, ok: (candidate: unknown) => boolean, fallback: T): T {
  return ok(value) ? (value as T) : fallback;
}

const isBoolean = (value: unknown) => typeof value === 'boolean';
const inRange = (max: number) => (value: unknown) => typeof value === 'number' && value >= 0 && value <= max;

/** The stored settings over the defaults; unreadable or out-of-range values give way to the defaults. */
export function parsePaymentSettings(raw: string | null): PaymentSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const d = DEFAULT_PAYMENT_SETTINGS;
  return {
    paypal_client_id: pick(stored.paypal_client_id, (v) => typeof v === 'string', d.paypal_client_id),
    paypal_environment: pick(stored.paypal_environment, (v) => PAYPAL_ENVIRONMENTS.includes(v as PaypalEnvironment), d.paypal_environment),
    default_currency: pick(stored.default_currency, (v) => PLAN_CURRENCIES.includes(v as PlanCurrency), d.default_currency),
    tax_rate: pick(stored.tax_rate, inRange(MAX_TAX_RATE), d.tax_rate),
    enable_invoicing: pick(stored.enable_invoicing, isBoolean, d.enable_invoicing),
    payment_grace_period: pick(stored.payment_grace_period, (v) => inRange(MAX_GRACE_PERIOD_DAYS)(v) && Number.isInteger(v), d.payment_grace_period),
    auto_retry_failed_payments: pick(stored.auto_retry_failed_payments, isBoolean, d.auto_retry_failed_payments),
    send_payment_notifications: pick(stored.send_payment_notifications, isBoolean, d.send_payment_notifications),
  };
}

export function toPaymentForm(settings: PaymentSettings): PaymentSettingsForm {
  return { ...settings, tax_rate: String(settings.tax_rate), payment_grace_period: String(settings.payment_grace_period) };
}

export type PaymentValidation = { ok: true; settings: PaymentSettings } | { ok: false; errors: PaymentSettingsErrors };

export function validatePaymentSettings(form: PaymentSettingsForm): PaymentValidation {
  const errors: PaymentSettingsErrors = {};
  const clientId = form.paypal_client_id.trim();
  const taxText = form.tax_rate.trim();
  const graceText = form.payment_grace_period.trim();
  const tax = Number(taxText);
  const grace = Number(graceText);
  if (clientId === '') errors.paypal_client_id = PAYMENTS.clientIdRequired;
  if (!PAYPAL_ENVIRONMENTS.includes(form.paypal_environment)) errors.paypal_environment = PAYMENTS.environmentInvalid;
  if (taxText === '' || !Number.isFinite(tax) || tax < 0 || tax > MAX_TAX_RATE) errors.tax_rate = PAYMENTS.taxRange;
  if (graceText === '' || !Number.isInteger(grace) || grace < 0 || grace > MAX_GRACE_PERIOD_DAYS) {
    errors.payment_grace_period = PAYMENTS.graceRange;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: { ...form, paypal_client_id: clientId, tax_rate: tax, payment_grace_period: grace } };
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function loadPaymentSettings(storage: KeyValueStorage = window.localStorage): PaymentSettings {
  try {
    return parsePaymentSettings(storage.getItem(PAYMENT_SETTINGS_KEY));
  } catch {
    return { ...DEFAULT_PAYMENT_SETTINGS };
  }
}

/** Throws when the browser refuses the write (storage blocked or full). */
export function savePaymentSettings(settings: PaymentSettings, storage: KeyValueStorage = window.localStorage): void {
  storage.setItem(PAYMENT_SETTINGS_KEY, JSON.stringify(settings));
}
