import { type FormEvent, useState } from 'react';
import { EMOTIONAL_TONES } from '#domain/brand.ts';
import { breachMessage } from '#domain/field-limit-messages.ts';
import { maxLengthOf } from '#domain/field-limits.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import { notifyError } from '../../../ui/notify.tsx';
import { PersonalitySliders } from '../../../ui/personality-sliders.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { TEMPLATES as T } from '../messages.ts';
import { ToggleField } from '../toggle-field.tsx';
import { type TemplateForm, templateFormBreach, templateNameMissing } from './template-form.ts';

const TONE_OPTIONS = EMOTIONAL_TONES.map((tone) => ({ value: tone, label: tone[0]?.toUpperCase() + tone.slice(1) }));

type ToneTemplateDialogProps = {
  mode: 'create' | 'edit';
  initial: TemplateForm;
  onClose: () => void;
  /** Resolves true when saved (the dialog closes), false to keep it open. */
  onSubmit: (form: TemplateForm) => Promise<boolean>;
};

/** Render it only while open (mount = open), so each opening starts from `initial`. */
export function ToneTemplateDialog({ mode, initial, onClose, onSubmit }: ToneTemplateDialogProps) {
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const update = (patch: Partial<TemplateForm>) => setForm((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (templateNameMissing(form)) {
      notifyError(T.missing, T.missingDescription);
      return;
    }
    const breach = templateFormBreach(form);
    if (breach) {
      notifyError(T.saveFailed, breachMessage(breach, 'save'));
      return;
    }
    setSaving(true);
    const saved = await onSubmit(form);
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Modal open onClose={onClose} title={mode === 'create' ? T.createTitle : T.editTitle} description={T.dialogDescription}>
      <form onSubmit={submit} className="space-y-5">
        <TextField
          label={T.name}
          value={form.name}
          limit={maxLengthOf('tone_templates', 'name')}
          onChange={(event) => update({ name: event.target.value })}
          autoFocus
        />
        <TextareaField
          label={T.description}
          rows={2}
          value={form.description}
          limit={maxLengthOf('tone_templates', 'description')}
          onChange={(description) => update({ description })}
        />
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-stone-900">{T.voice}</legend>
          <PersonalitySliders value={form.brand_voice_settings} onChange={(brand_voice_settings) => update({ brand_voice_settings })} />
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-stone-900">{T.style}</legend>
          <ToggleField label={T.includeQuestions} checked={form.include_questions} onChange={(include_questions) => update({ include_questions })} />
          <ToggleField
            label={T.usePersonalPronouns}
            checked={form.use_personal_pronouns}
            onChange={(use_personal_pronouns) => update({ use_personal_pronouns })}
          />
          <ToggleField
            label={T.includeCallToAction}
            checked={form.include_call_to_action}
            onChange={(include_call_to_action) => update({ include_call_to_action })}
          />
        </fieldset>
        <SelectField
          label={T.emotionalTone}
          value={form.emotional_tone}
          options={TONE_OPTIONS}
          onChange={(tone) => update({ emotional_tone: EMOTIONAL_TONES.find((known) => known === tone) ?? 'encouraging' })}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" busy={saving}>
            {saving ? T.saving : mode === 'create' ? T.submitCreate : T.submitEdit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
