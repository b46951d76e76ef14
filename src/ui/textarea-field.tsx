import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldNotes, inputClass, labelClass, useFieldIds } from './field.tsx';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
};

/** A labelled text area with an optional hint and error, both tied to it. */
export function TextareaField({ label, value, onChange, hint, error, id, className, rows = 3, ...rest }: TextareaFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
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
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
