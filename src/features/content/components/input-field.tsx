import { TextField } from '../../../ui/field.tsx';

type InputFieldProps = { label: string; value: string; onChange: (value: string) => void; placeholder?: string; required?: boolean; hint?: string; error?: string };

/** The shared TextField with a value-first onChange, as the tools' forms use it. */
export function InputField({ label, value, onChange, placeholder, required, hint, error }: InputFieldProps) {
  return (
    <TextField
      label={required ? `${label} *` : label}
      value={value}
      placeholder={placeholder}
      hint={hint}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
