import { BLOG_TONES, BLOG_WORD_COUNTS } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { InputField } from '../../components/input-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextareaField } from '../../../../ui/textarea-field.tsx';
import type { BlogForm } from './blog-draft.ts';

type ArticleSettingsCardProps = {
  form: BlogForm;
  setForm: (patch: Partial<BlogForm>) => void;
  busy: string | null;
  onGenerate: () => void;
};

export function ArticleSettingsCard({ form, setForm, busy, onGenerate }: ArticleSettingsCardProps) {
  return (
    <Card title="3. Article settings">
      <p className="text-sm text-stone-700">
        Selected title: <span className="font-semibold text-stone-900">{form.selectedTitle}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Word count"
          value={form.wordCount}
          options={BLOG_WORD_COUNTS.map((n) => ({ value: String(n), label: `${n} words` }))}
          onChange={(value) => setForm({ wordCount: Number(value) })}
        />
        <SelectField label="Tone" value={form.tone} options={BLOG_TONES} placeholder="Select a tone" onChange={(tone) => setForm({ tone })} />
      </div>
      <InputField
        label="Target audience"
        value={form.targetAudience}
        placeholder="e.g. busy professionals new to yoga"
        onChange={(targetAudience) => setForm({ targetAudience })}
      />
      <TextareaField
        label="What the article should include (optional)"
        value={form.details}
        rows={3}
        placeholder="e.g. our yin workshop on Sat 14 March, 2-4pm, Rs 800, book on WhatsApp. Every fact you give is printed."
        onChange={(details) => setForm({ details })}
      />
      <Button busy={busy === 'article'} disabled={busy !== null} onClick={onGenerate} className="w-full sm:w-auto">
        {busy === 'article' ? 'Generating Article...' : 'Generate Article'}
      </Button>
    </Card>
  );
}
