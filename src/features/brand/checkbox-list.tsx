import type { ReactNode } from 'react';
import { toggleChoice } from './brand-form.ts';

type CheckboxListProps = {
  legend: ReactNode;
  hint?: string;
  choices: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

/** A fieldset of checkboxes, two columns from small screens up. */
export function CheckboxList({ legend, hint, choices, selected, onChange }: CheckboxListProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-stone-900">{legend}</legend>
      {hint && <p className="mt-1 text-sm text-stone-600">{hint}</p>}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm text-stone-800 has-checked:border-teal-700 has-checked:bg-teal-50"
          >
            <input
              type="checkbox"
              checked={selected.includes(choice)}
              onChange={() => onChange(toggleChoice(selected, choice))}
              className="size-4 accent-teal-700"
            />
            {choice}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
