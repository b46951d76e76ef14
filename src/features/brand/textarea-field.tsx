import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { inputClass } from '../../ui/field.tsx';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; hint?: string };

export function TextareaField({ label, hint, rows = 3, ...rest }: TextareaFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea id={id} rows={rows} className={inputClass} aria-describedby={hint ? `${id}-hint` : undefined} {...rest} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
