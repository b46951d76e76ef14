import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button-class.ts';
import { ADMIN } from './messages.ts';

/** What a signed-in user who is not an administrator sees on /admin. */
export function AccessRequired() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{ADMIN.accessTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{ADMIN.accessText}</p>
      <Link to="/dashboard" className={`${buttonClass('primary')} mt-8`}>
        {ADMIN.backToDashboard}
      </Link>
    </div>
  );
}
