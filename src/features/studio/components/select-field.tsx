import { useId } from 'react';
import { inputClass } from '../../../ui/field.tsx';

export type SelectOption = string | number | { value: string; label: string };

type SelectFieldProps = {
  label: string;
  value: string | number;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** An empty first choice ('Select a tone'); choosing it leaves the field unset. */
  placeholder?: string;
  required?: boolean;
};

const optionValue = (option: SelectOption) => (typeof option === 'object' ? option.value : String(option));
const labelOf = (option: SelectOption) => (typeof option === 'object' ? option.label : String(option));

/** A labelled native select: the phone's own picker, keyboard and screen-reader support for free. */
export function SelectField({ label, value, options, onChange, placeholder, required }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      <select id={id} className={inputClass} value={String(value)} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={optionValue(option)} value={optionValue(option)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
