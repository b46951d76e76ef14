import type { FormEvent } from 'react';
import { IMAGE_SIZES, IMAGE_STYLES, IMAGE_WELLNESS_TYPES } from '#domain/media-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { InputField } from '../../components/input-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextareaField } from '../../../../ui/textarea-field.tsx';
import type { ImageForm } from '../../image-request/image-form.ts';
import { canGenerateImage } from '../../image-request/validate-image-form.ts';
import type { ImageToolForm } from './image-draft.ts';
import { IMAGE_SCREEN_TEXT } from './image-screen-text.ts';
import { PalettePicker } from './palette-picker.tsx';
import { PresetPrompts } from './preset-prompts.tsx';

type ImageFormCardProps = {
  form: ImageForm;
  setForm: (patch: Partial<ImageToolForm>) => void;
  busy: boolean;
  online: boolean;
  onGenerate: () => void;
};

export function ImageFormCard({ form, setForm, busy, online, onGenerate }: ImageFormCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <Card title="Image Details" labelledId="image-details-title">
      <form className="space-y-4" onSubmit={submit} aria-labelledby="image-details-title">
        <TextareaField
          label="Image prompt *"
          value={form.prompt}
          rows={4}
          placeholder="A calm yoga studio at sunrise with plants and soft light"
          onChange={(prompt) => setForm({ prompt })}
        />
        <PresetPrompts onPick={(preset) => setForm({ prompt: preset.prompt, wellness_type: preset.wellness_type })} />
        <InputField label="Text overlay" value={form.textOverlay} placeholder="Find your balance" onChange={(textOverlay) => setForm({ textOverlay })} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Wellness type" value={form.wellness_type} options={IMAGE_WELLNESS_TYPES} onChange={(wellness_type) => setForm({ wellness_type })} />
          <SelectField label="Style" value={form.style} options={IMAGE_STYLES} onChange={(style) => setForm({ style })} />
        </div>
        <SelectField label="Size" value={form.dimensions} options={IMAGE_SIZES} onChange={(dimensions) => setForm({ dimensions })} />
        <PalettePicker value={form.colors} onChange={(colors) => setForm({ colors })} />
        {!online && (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {IMAGE_SCREEN_TEXT.offlineHint}
          </p>
        )}
        <Button type="submit" className="w-full" busy={busy} disabled={!canGenerateImage(form)}>
          {busy ? 'Generating...' : IMAGE_SCREEN_TEXT.generate}
        </Button>
      </form>
    </Card>
  );
}
