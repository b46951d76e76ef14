import { breachIn } from '#domain/field-limit-check.ts';
import { breachMessage } from '#domain/field-limit-messages.ts';
import { maxLengthOf } from '#domain/field-limits.ts';
import { type FormEvent, useState } from 'react';
import { type MasterPrompt, type PromptInput, savePrompt } from '#sync/admin.ts';
import { MASTER_PROMPT_TONES } from '#domain/brand.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import { CONTENT_TYPE_OPTIONS } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { ADMIN, PROMPTS } from '../messages.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { EMPTY_PROMPT, validatePrompt } from './prompt-rules.ts';

const TONE_OPTIONS = MASTER_PROMPT_TONES.map((tone) => ({ value: tone, label: tone }));

type PromptFormDialogProps = {
  open: boolean;
  /** The prompt to edit; null creates one. */
  prompt: MasterPrompt | null;
  userId: string;
  onClose: () => void;
  onSaved: (prompt: MasterPrompt, created: boolean) => void;
};

export function PromptFormDialog({ open, prompt, userId, onClose, onSaved }: PromptFormDialogProps) {
  const [values, setValues] = useState<PromptInput>(prompt ?? EMPTY_PROMPT);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof PromptInput) => (input: string | { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: typeof input === 'string' ? input : input.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = validatePrompt(values);
    if (!valid) {
      notifyError(PROMPTS.validationTitle, PROMPTS.validation);
      return;
    }
    const breach = breachIn('master_prompts', valid);
    if (breach) {
      notifyError(PROMPTS.validationTitle, breachMessage(breach, 'save'));
      return;
    }
    setBusy(true);
    try {
      const saved = await savePrompt(valid, { id: prompt?.id, userId });
      notifySuccess(ADMIN.success, prompt ? PROMPTS.updated : PROMPTS.created);
      onSaved(saved, prompt === null);
    } catch (error) {
      console.error(PROMPTS.saveFailed, error);
      notifyError(ADMIN.error, PROMPTS.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={busy ? () => {} : onClose} title={prompt ? PROMPTS.editTitle : PROMPTS.createTitle}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label={PROMPTS.name} value={values.name} onChange={set('name')} required limit={maxLengthOf('master_prompts', 'name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={PROMPTS.contentType}
            options={CONTENT_TYPE_OPTIONS}
            placeholder={PROMPTS.choose}
            value={values.content_type}
            onChange={set('content_type')}
            required
          />
          <SelectField label={PROMPTS.tone} options={TONE_OPTIONS} placeholder={PROMPTS.choose} value={values.tone} onChange={set('tone')} required />
        </div>
        <TextareaField
          label={PROMPTS.promptText}
          hint={PROMPTS.promptHint}
          rows={8}
          value={values.prompt_text}
          onChange={set('prompt_text')}
          required
          limit={maxLengthOf('master_prompts', 'prompt_text')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {ADMIN.cancel}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? PROMPTS.saving : PROMPTS.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
