import { Field, Label, Switch } from '@headlessui/react';

/** An on/off switch (role switch) labelled by its text. */
export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Field className="flex items-center justify-between gap-4 py-1">
      <Label className="text-sm font-medium text-stone-800">{label}</Label>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-400 transition-colors data-checked:bg-teal-700 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-teal-700"
      >
        <span className="size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
      </Switch>
    </Field>
  );
}
