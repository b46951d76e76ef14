import { BRAND_TONES, SEO_ANALYSIS_TYPES } from '#domain/media-options.ts';
import { MAX_KEYWORDS } from '#domain/studio-options.ts';
import { Card } from '../../components/card.tsx';
import { InputField } from '../../components/input-field.tsx';
import { KeywordInput } from '../../../../ui/keyword-input.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { analysisTypeOf, type SeoForm, toneOf } from './seo-draft.ts';

type SeoSetupCardProps = { form: SeoForm; setForm: (patch: Partial<SeoForm>) => void };

/** Analysis type, target keywords, the competitor URL (competitor only), the location (local only), brand tone. */
export function SeoSetupCard({ form, setForm }: SeoSetupCardProps) {
  const type = analysisTypeOf(form.analysisType);
  return (
    <Card title="Analysis Setup" labelledId="seo-setup-title">
      <SelectField label="Analysis type" value={type} options={SEO_ANALYSIS_TYPES} onChange={(analysisType) => setForm({ analysisType })} marked />
      <KeywordInput label="Target keywords *" keywords={form.keywords} max={MAX_KEYWORDS} onChange={(keywords) => setForm({ keywords })} />
      {type === 'competitor' && (
        <InputField
          label="Competitor URL"
          value={form.competitorUrl}
          placeholder="https://competitor-studio.com/yin-yoga"
          onChange={(competitorUrl) => setForm({ competitorUrl })}
        />
      )}
      {type === 'local' && (
        <InputField label="Location" value={form.location} placeholder="Port Louis, Mauritius" onChange={(location) => setForm({ location })} />
      )}
      <SelectField label="Brand tone" value={toneOf(form.tone)} options={BRAND_TONES} onChange={(tone) => setForm({ tone })} />
    </Card>
  );
}
