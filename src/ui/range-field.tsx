import { useId } from 'react';

type RangeFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** Words under the two ends of the track ('Calm' ... 'Energetic'). */
  ends?: readonly [string, string];
  /** Shown after the value ('%', ' characters'). */
  unit?: string;
};

/** A labelled slider that shows its value beside the label. */
export function RangeField({ label, value, min, max, step, onChange, ends, unit = '' }: RangeFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums text-teal-800">
          {value}
          {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={`${value}${unit}`}
        className="mt-2 w-full accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      />
      {ends && (
        <div className="mt-1 flex justify-between text-xs text-stone-600" aria-hidden="true">
          <span>{ends[0]}</span>
          <span>{ends[1]}</span>
        </div>
      )}
    </div>
  );
}
