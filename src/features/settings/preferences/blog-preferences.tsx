import { META_DESCRIPTION_RANGE } from '#domain/brand.ts';
import { BLOG_TONES, BLOG_WORD_COUNTS } from '#domain/studio-options.ts';
import { RangeField } from '../../../ui/range-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { PREFERENCE_LABELS as L, PREFERENCES as P } from '../messages.ts';
import { ToggleField } from '../toggle-field.tsx';
import { PreferenceFormFrame } from './preference-form-frame.tsx';
import { usePreferenceForm } from './use-preference-form.ts';

const WORD_COUNTS = BLOG_WORD_COUNTS.map((count) => ({ value: String(count), label: L.words(count) }));
const TONES = BLOG_TONES.map((tone) => ({ value: tone, label: tone }));

export function BlogPreferences() {
  const { values, update, saving, save } = usePreferenceForm('blog');
  return (
    <PreferenceFormFrame label={`${P.tabs.blog} preferences`} saving={saving} save={save}>
      <SelectField
        label={L.wordCount}
        value={String(values.default_word_count)}
        options={WORD_COUNTS}
        onChange={(count) => update({ default_word_count: Number(count) })}
      />
      <SelectField label={L.tone} value={values.default_tone} options={TONES} onChange={(default_tone) => update({ default_tone })} />
      <ToggleField label={L.includeImages} hint={L.includeImagesHint} checked={values.include_images} onChange={(include_images) => update({ include_images })} />
      <ToggleField label={L.seo} hint={L.seoHint} checked={values.seo_optimization} onChange={(seo_optimization) => update({ seo_optimization })} />
      <div className="sm:col-span-2">
        <RangeField
          label={L.metaLength}
          value={values.meta_description_length}
          {...META_DESCRIPTION_RANGE}
          unit={L.characters}
          onChange={(meta_description_length) => update({ meta_description_length })}
        />
      </div>
    </PreferenceFormFrame>
  );
}
