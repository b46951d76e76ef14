import { HASHTAG_COUNTS, MAX_KEYWORDS, PRESET_CALLS_TO_ACTION, SOCIAL_TONES, SOCIAL_WORD_COUNTS } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { notifyError } from '../../../../ui/notify.tsx';
import { Card } from '../../components/card.tsx';
import { InputField } from '../../components/input-field.tsx';
import { KeywordInput } from '../../../../ui/keyword-input.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextareaField } from '../../../../ui/textarea-field.tsx';
import { ImagePicker } from './image-picker.tsx';
import { CONTENT_TOASTS } from '../../messages.ts';
import { PlatformPicker } from './platform-picker.tsx';
import type { SocialForm as Form } from './social-draft.ts';

type SocialFormProps = { form: Form; setForm: (patch: Partial<Form>) => void; busy: string | null; onGenerate: () => void };

export function SocialForm({ form, setForm, busy, onGenerate }: SocialFormProps) {
  return (
    <Card title="Post details">
      <PlatformPicker selected={form.platforms} onChange={(platforms) => setForm({ platforms })} />
      <InputField
        label="What is this post about?"
        value={form.topic}
        placeholder="e.g. Full moon sound bath with Ravi"
        hint="Written into the post as you type it. Without it, the post is about your source text or your first keyword."
        onChange={(topic) => setForm({ topic })}
      />
      <InputField
        label="Target audience"
        required
        value={form.targetAudience}
        placeholder="e.g. new mums looking for gentle movement"
        onChange={(targetAudience) => setForm({ targetAudience })}
      />
      <KeywordInput
        label="Keywords"
        hint="Optional: woven into the post and its hashtags. Press Enter to add one."
        keywords={form.keywords}
        onChange={(keywords) => setForm({ keywords })}
        max={MAX_KEYWORDS}
        onMaxReached={() => notifyError(CONTENT_TOASTS.maxKeywords.title, CONTENT_TOASTS.maxKeywords.description)}
      />
      <ImagePicker />
      <TextareaField
        label="Source text (optional)"
        value={form.sourceText}
        hint="Event details, an announcement or a quote: its dates, prices, booking details and places left go into the posts (a post too short for all of them says what it left out). Notes to the writer (“sign off from Anaïs”) are followed, never printed."
        onChange={(sourceText) => setForm({ sourceText })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Number of hashtags"
          value={form.numHashtags}
          options={HASHTAG_COUNTS.map(String)}
          onChange={(value) => setForm({ numHashtags: Number(value) })}
        />
        <SelectField
          label="Word count"
          value={form.wordCount}
          options={SOCIAL_WORD_COUNTS.map((n) => ({ value: String(n), label: `${n} words` }))}
          onChange={(value) => setForm({ wordCount: Number(value) })}
        />
        <SelectField label="Tone" value={form.tone} options={SOCIAL_TONES} onChange={(tone) => setForm({ tone })} />
        <SelectField label="Call to action" value={form.callToAction} options={PRESET_CALLS_TO_ACTION} onChange={(callToAction) => setForm({ callToAction })} />
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-teal-700" checked={form.includeEmojis} onChange={(event) => setForm({ includeEmojis: event.target.checked })} />
        Include emojis
      </label>
      <Button busy={busy === 'posts'} disabled={busy !== null} onClick={onGenerate} className="w-full sm:w-auto">
        {busy === 'posts' ? 'Generating Posts...' : 'Generate Posts'}
      </Button>
    </Card>
  );
}
