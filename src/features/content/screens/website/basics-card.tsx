import { MAX_KEYWORDS, WEBSITE_TONES } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { InputField } from '../../components/input-field.tsx';
import { KeywordInput } from '../../../../ui/keyword-input.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextareaField } from '../../../../ui/textarea-field.tsx';
import type { WebsiteForm } from './website-draft.ts';

type BasicsCardProps = { form: WebsiteForm; setForm: (patch: Partial<WebsiteForm>) => void; busy: string | null; onGenerate: () => void };

export function BasicsCard({ form, setForm, busy, onGenerate }: BasicsCardProps) {
  return (
    <Card title="1. Page basics">
      <InputField label="Business name" required value={form.businessName} onChange={(businessName) => setForm({ businessName })} />
      <TextareaField
        label="What is the page about?"
        value={form.pageAbout}
        rows={3}
        placeholder="e.g. Prenatal yoga with Priya, Tue & Thu 9:30am, Rs 600 per class. Every fact you give is printed."
        onChange={(pageAbout) => setForm({ pageAbout })}
      />
      <InputField label="Target audience" value={form.targetAudience} onChange={(targetAudience) => setForm({ targetAudience })} />
      <KeywordInput label="Focus keywords" keywords={form.keywords} max={MAX_KEYWORDS} onChange={(keywords) => setForm({ keywords })} />
      <SelectField label="Brand tone" value={form.tone} options={WEBSITE_TONES} onChange={(tone) => setForm({ tone })} />
      <Button busy={busy === 'h1'} disabled={busy !== null} onClick={onGenerate} className="w-full sm:w-auto">
        {busy === 'h1' ? 'Generating Headlines...' : 'Generate H1 Headlines'}
      </Button>
    </Card>
  );
}
