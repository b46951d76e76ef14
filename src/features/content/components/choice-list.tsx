import { useId } from 'react';

type ChoiceListProps = {
  legend: string;
  options: readonly string[];
  selected: string;
  onSelect: (option: string) => void;
};

/** Generated suggestions to pick one from (titles, headlines, calls to action), as native radios. */
export function ChoiceList({ legend, options, selected, onSelect }: ChoiceListProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="space-y-2">
        {options.map((option) => (
          <li key={option}>
            <label
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-teal-700 ${
                option === selected ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-stone-200 text-stone-800 hover:bg-stone-50'
              }`}
            >
              <input
                type="radio"
                name={name}
                className="mt-0.5 accent-teal-700"
                checked={option === selected}
                onChange={() => onSelect(option)}
              />
              <span>{option}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
