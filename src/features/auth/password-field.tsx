import { useId, useState } from 'react';
import { inputClass } from '../../ui/field.tsx';

type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  /** Shown in place of the hint, in red, when set. */
  error?: string;
  name?: string;
};

/** A password input with a show/hide toggle; the hint turns into the error when there is one. */
export function PasswordField({ label, value, onChange, autoComplete, hint, error, name }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          required
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} pr-20`}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {note && (
        <p id={noteId} className={`mt-1 text-xs ${error ? 'font-medium text-red-700' : 'text-stone-600'}`}>
          {note}
        </p>
      )}
    </div>
  );
}
