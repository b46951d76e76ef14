type ToggleFieldProps = { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string };

/** A labelled checkbox with room for a hint, at least 44px tall for fingers. */
export function ToggleField({ label, checked, onChange, hint }: ToggleFieldProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-200 px-3 py-2.5 has-checked:border-teal-700 has-checked:bg-teal-50">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 size-4 accent-teal-700" />
      <span>
        <span className="block text-sm font-medium text-stone-900">{label}</span>
        {hint && <span className="block text-xs text-stone-600">{hint}</span>}
      </span>
    </label>
  );
}
