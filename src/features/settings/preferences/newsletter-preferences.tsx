import { PERSONALIZATION_RANGE } from '#domain/brand.ts';
import { CTA_STYLES, NEWSLETTER_TEMPLATES } from '#domain/studio-options.ts';
import { RangeField } from '../../../ui/range-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { PREFERENCE_LABELS as L, PREFERENCES as P } from '../messages.ts';
import { ToggleField } from '../toggle-field.tsx';
import { PreferenceFormFrame } from './preference-form-frame.tsx';
import { usePreferenceForm } from './use-preference-form.ts';

const TEMPLATES = NEWSLETTER_TEMPLATES.map((template) => ({ value: template, label: template }));

export function NewsletterPreferences() {
  const { values, update, saving, save } = usePreferenceForm('newsletter');
  return (
    <PreferenceFormFrame label={`${P.tabs.newsletter} preferences`} saving={saving} save={save}>
      <SelectField label={L.template} value={values.default_template} options={TEMPLATES} onChange={(default_template) => update({ default_template })} />
      <SelectField
        label={L.ctaStyle}
        value={values.cta_style}
        options={CTA_STYLES}
        onChange={(style) => update({ cta_style: CTA_STYLES.find((known) => known.value === style)?.value ?? values.cta_style })}
      />
      <ToggleField label={L.includeUnsubscribe} checked={values.include_unsubscribe} onChange={(include_unsubscribe) => update({ include_unsubscribe })} />
      <RangeField
        label={L.personalization}
        value={values.personalization_level}
        {...PERSONALIZATION_RANGE}
        unit="%"
        onChange={(personalization_level) => update({ personalization_level })}
      />
    </PreferenceFormFrame>
  );
}
