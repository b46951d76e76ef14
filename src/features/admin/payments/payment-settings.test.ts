import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_SETTINGS,
  loadPaymentSettings,
  PAYMENT_SETTINGS_KEY,
  type PaymentSettingsForm,
  parsePaymentSettings,
  savePaymentSettings,
  toPaymentForm,
  validatePaymentSettings,
} from './payment-settings.ts';

const form: PaymentSettingsForm = { ...toPaymentForm(DEFAULT_PAYMENT_SETTINGS), paypal_client_id: ' AbC-123 ' };

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('payment settings defaults', () => {
  it('are sandbox, USD, tax 0, invoicing on, grace period 3, auto retry on, notifications on', () => {
    expect(DEFAULT_PAYMENT_SETTINGS).toEqual({
      paypal_client_id: '',
      paypal_environment: 'sandbox',
      default_currency: 'USD',
      tax_rate: 0,
      enable_invoicing: true,
      payment_grace_period: 3,
      auto_retry_failed_payments: true,
      send_payment_notifications: true,
    });
  });
});

describe('validatePaymentSettings', () => {
  it('accepts a client id and numbers in range, trimming and converting', () => {
    expect(validatePaymentSettings({ ...form, tax_rate: '15.5', payment_grace_period: '30' })).toEqual({
      ok: true,
      settings: { ...DEFAULT_PAYMENT_SETTINGS, paypal_client_id: 'AbC-123', tax_rate: 15.5, payment_grace_period: 30 },
    });
  });

  it('requires the PayPal client id', () => {
    expect(validatePaymentSettings({ ...form, paypal_client_id: '  ' })).toEqual({
      ok: false,
      errors: { paypal_client_id: 'PayPal Client ID is required' },
    });
  });

  it('keeps the tax rate within 0-100', () => {
    for (const tax_rate of ['-1', '100.5', '', 'abc']) {
      expect(validatePaymentSettings({ ...form, tax_rate }).ok, tax_rate).toBe(false);
    }
    for (const tax_rate of ['0', '100', '7.25']) expect(validatePaymentSettings({ ...form, tax_rate }).ok, tax_rate).toBe(true);
  });

  it('keeps the grace period a whole number of days within 0-30', () => {
    for (const payment_grace_period of ['-1', '31', '2.5', '', 'x']) {
      expect(validatePaymentSettings({ ...form, payment_grace_period }).ok, payment_grace_period).toBe(false);
    }
    for (const payment_grace_period of ['0', '30', '3']) {
      expect(validatePaymentSettings({ ...form, payment_grace_period }).ok, payment_grace_period).toBe(true);
    }
  });

  it('refuses an environment other than sandbox or production', () => {
    const result = validatePaymentSettings({ ...form, paypal_environment: 'staging' as never });
    expect(result.ok).toBe(false);
  });
});

describe('stored settings', () => {
  it('round-trip through storage under payment_settings', () => {
    const storage = new MemoryStorage();
    expect(loadPaymentSettings(storage)).toEqual(DEFAULT_PAYMENT_SETTINGS);
    const settings = { ...DEFAULT_PAYMENT_SETTINGS, paypal_client_id: 'id-1', paypal_environment: 'production' as const, tax_rate: 20 };
    savePaymentSettings(settings, storage);
    expect(JSON.parse(storage.items.get(PAYMENT_SETTINGS_KEY) ?? '')).toEqual(settings);
    expect(loadPaymentSettings(storage)).toEqual(settings);
  });

  it('fall back to the defaults for unreadable or out-of-range values', () => {
    expect(parsePaymentSettings('{broken')).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(parsePaymentSettings('[1]')).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(parsePaymentSettings(JSON.stringify({ tax_rate: 140, payment_grace_period: 2.5, default_currency: 'JPY', enable_invoicing: false })))
      .toEqual({ ...DEFAULT_PAYMENT_SETTINGS, enable_invoicing: false });
  });
});
