import type { ReactNode } from 'react';

interface ContactFormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}

export const inputClass =
  'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-stone-900 placeholder:text-stone-500 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 aria-invalid:border-red-700 disabled:bg-stone-100';

/** A label above its control; required fields carry a visible mark. */
export function ContactFormField({ id, label, required = false, children }: ContactFormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}
