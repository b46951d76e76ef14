import { COMPANY, MAILTO } from './company.ts';
import { textLink } from './styles.ts';

export function ContactCard() {
  return (
    <address className="mt-4 rounded-xl border border-stone-200 bg-stone-50 p-5 not-italic text-stone-700">
      <p className="font-semibold text-stone-900">{COMPANY.legalName}</p>
      <p>
        {COMPANY.city}, {COMPANY.country}
      </p>
      <p className="mt-2">
        Email:{' '}
        <a
          href={MAILTO}
          className={textLink}
        >
          {COMPANY.email}
        </a>
      </p>
      <p className="mt-2 text-sm text-stone-600">We reply {COMPANY.responseTime}.</p>
    </address>
  );
}
