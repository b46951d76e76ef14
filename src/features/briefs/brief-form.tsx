// A brief's form: every field, in a studio's words, the limits said as they are reached,
// the other rules once Save is pressed. It keeps what is typed; saving and deleting are
// the caller's.
import { type FormEvent, useState } from 'react';
import { BRIEF_KINDS } from '#domain/brief.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextareaField } from '../../ui/textarea-field.tsx';
import { type BriefForm as Form, type BriefFormField, briefErrors, limitErrors, limitOf } from './brief-form-rules.ts';
import { BRIEF_FORM_TEXT as T } from './messages.ts';

type BriefFormProps = {
  initial: Form;
  /** A brief that exists (Edit, Delete), or a new one (Create). */
  editing: boolean;
  busy: boolean;
  onSave: (form: Form) => void;
  onDelete?: () => void;
  /** Shown first, as if Save had been pressed (for a form reopened with its errors). */
  showAllErrors?: boolean;
};

export function BriefForm({ initial, editing, busy, onSave, onDelete, showAllErrors = false }: BriefFormProps) {
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(showAllErrors);
  const [confirming, setConfirming] = useState(false);
  const errors = briefErrors(form);
  // The limits are said as they are passed; the other rules once Save is pressed.
  const visible = submitted ? errors : limitErrors(form);
  const count = Object.keys(errors).length;
  const set = (field: BriefFormField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const text = (field: BriefFormField, long = false) => {
    const props = { label: T.labels[field], value: form[field], error: visible[field], limit: limitOf(field) ?? undefined, hint: (T.hints as Partial<Record<BriefFormField, string>>)[field] };
    return long ? <TextareaField {...props} rows={field === 'details' ? 6 : 2} onChange={set(field)} /> : <TextField {...props} onChange={(event) => set(field)(event.target.value)} />;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (count === 0) onSave(form);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={editing ? T.editHeading : T.newHeading}>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-stone-900">{T.sections.what}</legend>
        <SelectField label={T.labels.kind} value={form.kind} options={BRIEF_KINDS} onChange={(kind) => setForm((current) => ({ ...current, kind: kind as Form['kind'] }))} />
        {text('title')}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-stone-900">{T.sections.when}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField type="date" label={T.labels.starts_on} value={form.starts_on} error={visible.starts_on} onChange={(event) => set('starts_on')(event.target.value)} />
          <TextField type="date" label={T.labels.ends_on} value={form.ends_on} error={visible.ends_on} hint={T.hints.ends_on} min={form.starts_on || undefined} onChange={(event) => set('ends_on')(event.target.value)} />
        </div>
        {text('times')}
        {text('location')}
        {text('leaders')}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-stone-900">{T.sections.booking}</legend>
        {text('price')}
        {text('booking')}
        <TextField type="number" inputMode="numeric" min={0} step={1} label={T.labels.places_left} value={form.places_left} error={visible.places_left} hint={T.hints.places_left} className="sm:max-w-48" onChange={(event) => set('places_left')(event.target.value)} />
        {text('bring', true)}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-stone-900">{T.sections.voice}</legend>
        {text('audience', true)}
        {text('key_message', true)}
        {text('avoid', true)}
        {text('details', true)}
      </fieldset>
      {submitted && count > 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {T.fixErrors(count)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={busy}>
          {busy ? T.saving : editing ? T.save : T.create}
        </Button>
        {editing && onDelete && !confirming && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {T.delete}
          </Button>
        )}
      </div>
      {confirming && onDelete && (
        <div role="alertdialog" aria-label={T.delete} className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-red-900">{T.deleteConfirm}</p>
          <div className="flex gap-2">
            <Button variant="danger" size="sm" onClick={onDelete} autoFocus>
              {T.deleteYes}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              {T.cancel}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
