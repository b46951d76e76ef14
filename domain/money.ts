// A price as a studio reads it: its plan's currency sign and always two decimals, with
// thousands grouped ("$79.00", "€49.50", "£12.00", "CA$25.00", "A$30.00", "Rs 1,500.00").
// The currencies plans may be priced in are domain/plans.ts PLAN_CURRENCIES.

const SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'CA$', AUD: 'A$', MUR: 'Rs ' };

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `amount` in `currency` (an ISO 4217 code; one without a sign here is written before the amount: "CHF 10.00"). */
export function formatMoney(amount: number, currency = 'USD'): string {
  const code = currency.trim().toUpperCase() || 'USD';
  const value = Number.isFinite(amount) ? amount : 0;
  const sign = SIGNS[code] ?? `${code} `;
  return `${value < 0 ? '-' : ''}${sign}${AMOUNT.format(Math.abs(value))}`;
}
