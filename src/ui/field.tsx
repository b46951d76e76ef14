import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { charLength } from '#domain/field-limit-check.ts';
import { LIMIT_TEXT, showsCounter } from '#domain/field-limit-messages.ts';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: string;
  error?: string;
  /** The most characters the field holds (its entry in #domain/field-limits.ts): maxLength, and a counter near it. */
  limit?: number;
};

export const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 focus:border-teal-700 focus:outline-2 focus:outline-teal-700/30 ' +
  'disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-red-700';

export const labelClass = 'mb-1 block text-sm font-medium text-stone-800';

/** The control's id (the caller's or a generated one) and the ids of its hint, error and counter, for aria-describedby. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, counter?: FieldCount | null) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const counterId = counter ? `${controlId}-count` : undefined;
  return { controlId, hintId, errorId, counterId, describedBy: [hintId, errorId, counterId].filter(Boolean).join(' ') || undefined };
}

export type FieldCount = { used: number; limit: number };

/**
 * A text field's count against its limit, once it is near it (null before, or without a
 * limit), and the note it needs when past it (a value stored before the limit, say).
 */
export function fieldCount(value: unknown, limit: number | undefined): { counter: FieldCount | null; overError?: string } {
  if (limit === undefined || typeof value !== 'string') return { counter: null };
  const used = charLength(value);
  if (!showsCounter(used, limit)) return { counter: null };
  return { counter: { used, limit }, ...(used > limit ? { overError: LIMIT_TEXT.tooLong(limit, used - limit) } : {}) };
}

type FieldNotesProps = { hint?: ReactNode; hintId?: string; error?: ReactNode; errorId?: string; counter?: FieldCount | null; counterId?: string };

/** The hint and the error under a control, and its counter near its limit. */
export function FieldNotes({ hint, hintId, error, errorId, counter, counterId }: FieldNotesProps) {
  return (
    <>
      {counter && (
        <p id={counterId} aria-live="polite" className={`mt-1 text-right text-xs tabular-nums ${counter.used > counter.limit ? 'font-semibold text-red-700' : 'text-stone-600'}`}>
          {LIMIT_TEXT.counter(counter.used, counter.limit)}
        </p>
      )}
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
export function TextField({ label, hint, error, limit, id, className = '', ...rest }: TextFieldProps) {
  const { counter, overError } = fieldCount(rest.value, limit);
  const shown = error ?? overError;
  const { controlId, hintId, errorId, counterId, describedBy } = useFieldIds(id, hint, shown, counter);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      <input id={controlId} className={inputClass} maxLength={limit} aria-invalid={shown ? true : undefined} aria-describedby={describedBy} {...rest} />
      <FieldNotes hint={hint} hintId={hintId} error={shown} errorId={errorId} counter={counter} counterId={counterId} />
    </div>
  );
}
