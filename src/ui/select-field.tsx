import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldNotes, inputClass, labelClass, useFieldIds } from './field.tsx';

export type SelectOption = string | number | { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  label: ReactNode;
  value: string | number;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** A first, empty choice ('Choose a business type', 'All statuses'); choosing it leaves the field unset. */
  placeholder?: string;
  hint?: string;
  error?: string;
  /** A red ' *' after the label, read as part of its name ('Analysis type *'). */
  marked?: boolean;
};

const optionValue = (option: SelectOption) => (typeof option === 'object' ? option.value : String(option));
const optionLabel = (option: SelectOption) => (typeof option === 'object' ? option.label : String(option));

/** A labelled native select: the phone's own picker, keyboard and screen-reader support for free. */
export function SelectField({ label, value, options, onChange, placeholder, hint, error, marked, id, className, ...rest }: SelectFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
        {marked && <span className="text-red-700"> *</span>}
      </label>
      <select
        id={controlId}
        className={inputClass}
        value={String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={optionValue(option)} value={optionValue(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
