import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldNotes, fieldCount, inputClass, labelClass, useFieldIds } from './field.tsx';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** The most characters the field holds (its entry in #domain/field-limits.ts): maxLength, and a counter near it. */
  limit?: number;
};

/** A labelled text area with an optional hint and error, both tied to it. */
export function TextareaField({ label, value, onChange, hint, error, limit, id, className, rows = 3, ...rest }: TextareaFieldProps) {
  const { counter, overError } = fieldCount(value, limit);
  const shown = error ?? overError;
  const { controlId, hintId, errorId, counterId, describedBy } = useFieldIds(id, hint, shown, counter);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      <textarea
        id={controlId}
        rows={rows}
        className={inputClass}
        value={value}
        maxLength={limit}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      <FieldNotes hint={hint} hintId={hintId} error={shown} errorId={errorId} counter={counter} counterId={counterId} />
    </div>
  );
}
