import { BRAND_TONES, VIDEO_DURATIONS, VIDEO_TYPES } from '#domain/media-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { InputField } from '../../components/input-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextareaField } from '../../../../ui/textarea-field.tsx';
import { MAX_KEY_POINTS } from '../../generators/video/video-limits.ts';
import type { VideoForm } from './video-draft.ts';
import { VIDEO_SCREEN_TEXT } from './video-screen-text.ts';

type VideoFormCardProps = { form: VideoForm; setForm: (patch: Partial<VideoForm>) => void; busy: boolean; onGenerate: () => void };

export function VideoFormCard({ form, setForm, busy, onGenerate }: VideoFormCardProps) {
  return (
    <Card title="Video Details" labelledId="video-details-title">
      <InputField label="Video topic" required value={form.topic} placeholder="Morning breathwork for busy parents" onChange={(topic) => setForm({ topic })} />
      <SelectField
        label="Video type"
        marked
        value={form.videoType}
        options={VIDEO_TYPES}
        placeholder="Select a video type"
        onChange={(videoType) => setForm({ videoType })}
      />
      <SelectField label="Duration" value={form.duration} options={VIDEO_DURATIONS} onChange={(duration) => setForm({ duration })} />
      <InputField label="Target audience" value={form.audience} placeholder="Beginners, busy professionals..." onChange={(audience) => setForm({ audience })} />
      <SelectField label="Tone" value={form.tone} options={BRAND_TONES} onChange={(tone) => setForm({ tone })} />
      <TextareaField
        label="Key points"
        value={form.keyPoints}
        rows={4}
        placeholder={'Box breathing\nSit tall and relax the jaw'}
        hint={`One per line, up to ${MAX_KEY_POINTS}. Leave empty to let the script choose.`}
        onChange={(keyPoints) => setForm({ keyPoints })}
      />
      <Button className="w-full" busy={busy} onClick={onGenerate}>
        {busy ? 'Generating...' : VIDEO_SCREEN_TEXT.generate}
      </Button>
    </Card>
  );
}
