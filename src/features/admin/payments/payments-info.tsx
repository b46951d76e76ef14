import { PAYMENTS } from '../messages.ts';

/** The recent transactions (never loaded: always empty) and the security notice. */
export function PaymentsInfo() {
  return (
    <>
      <section aria-labelledby="transactions-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="transactions-title" className="text-xl font-semibold text-stone-900">
          {PAYMENTS.transactionsTitle}
        </h2>
        <div className="mt-4 rounded-lg bg-stone-50 p-6 text-center">
          <p className="font-medium text-stone-900">{PAYMENTS.noTransactions}</p>
          <p className="mt-1 text-sm text-stone-600">{PAYMENTS.noTransactionsText}</p>
        </div>
      </section>
      <aside aria-labelledby="security-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
        <h2 id="security-title" className="font-semibold text-amber-900">
          {PAYMENTS.securityTitle}
        </h2>
        <p className="mt-1 text-sm text-amber-900">{PAYMENTS.securityText}</p>
      </aside>
    </>
  );
}
