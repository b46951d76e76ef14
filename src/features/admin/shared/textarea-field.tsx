import { type TextareaHTMLAttributes, useId } from 'react';
import { inputClass } from '../../../ui/field.tsx';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string };

/** A labelled text area with an optional hint and error, both tied to it. */
export function TextareaField({ label, hint, error, id, className = '', ...rest }: TextareaFieldProps) {
  const fallbackId = useId();
  const areaId = id ?? fallbackId;
  const hintId = hint ? `${areaId}-hint` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={areaId}
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
