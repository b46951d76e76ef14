import { type InputHTMLAttributes, useId } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
};

export const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 focus:border-teal-700 focus:outline-2 focus:outline-teal-700/30 ' +
  'disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-red-700';

/** A labelled input with an optional hint and error, both tied to it by aria-describedby. */
export function TextField({ label, hint, error, id, className = '', ...rest }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
