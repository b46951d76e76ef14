import { useId } from 'react';
import { COLOR_PALETTES } from '#domain/media-options.ts';

/** The seven colour palettes as radios, each with its swatches. */
export function PalettePicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-stone-800">Colour palette</legend>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {COLOR_PALETTES.map((palette) => {
          const checked = palette.value === value;
          return (
            <li key={palette.value}>
              <label
                className={`flex cursor-pointer items-center gap-3 rounded-lg border p-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-teal-700 ${
                  checked ? 'border-teal-700 bg-teal-50' : 'border-stone-200 hover:bg-stone-50'
                }`}
              >
                <input type="radio" name={name} className="accent-teal-700" checked={checked} onChange={() => onChange(palette.value)} />
                <span className="min-w-0 flex-1 text-stone-900">{palette.label}</span>
                <span className="flex" aria-hidden="true">
                  {palette.colors.map((color) => (
                    <span key={color} className="-ml-1 size-4 rounded-full ring-2 ring-white" style={{ backgroundColor: color }} />
                  ))}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
