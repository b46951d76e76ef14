import { type SelectHTMLAttributes, useId } from 'react';
import { inputClass } from '../../../ui/field.tsx';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ('Choose...') for a select without a default. */
  placeholder?: string;
  error?: string;
};

/** A labelled native select, with an optional error tied to it. */
export function SelectField({ label, options, placeholder, error, id, className = '', ...rest }: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={selectId} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
