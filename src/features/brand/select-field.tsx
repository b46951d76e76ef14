import { type ReactNode, useId } from 'react';
import { inputClass } from '../../ui/field.tsx';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** A first, empty choice ('Choose a business type', 'All statuses'). */
  placeholder?: string;
};

export function SelectField({ label, value, options, onChange, placeholder }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
