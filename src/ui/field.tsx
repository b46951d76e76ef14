import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: string;
  error?: string;
};

export const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 focus:border-teal-700 focus:outline-2 focus:outline-teal-700/30 ' +
  'disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-red-700';

export const labelClass = 'mb-1 block text-sm font-medium text-stone-800';

/** The control's id (the caller's or a generated one) and the ids of its hint and error, for aria-describedby. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { controlId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

type FieldNotesProps = { hint?: ReactNode; hintId?: string; error?: ReactNode; errorId?: string };

/** The hint and the error under a control. */
export function FieldNotes({ hint, hintId, error, errorId }: FieldNotesProps) {
  return (
    <>
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
    </>
  );
}

/** A labelled input with an optional hint and error, both tied to it by aria-describedby. */
export function TextField({ label, hint, error, id, className = '', ...rest }: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      <input id={controlId} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
