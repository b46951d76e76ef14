import { CTA_PLACEMENTS } from '#domain/studio-options.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { PREFERENCE_LABELS as L, PREFERENCES as P } from '../messages.ts';
import { ToggleField } from '../toggle-field.tsx';
import { PreferenceFormFrame } from './preference-form-frame.tsx';
import { usePreferenceForm } from './use-preference-form.ts';

export function WebsitePreferences() {
  const { values, update, saving, save } = usePreferenceForm('website');
  return (
    <PreferenceFormFrame label={`${P.tabs.website} preferences`} saving={saving} save={save}>
      <SelectField
        label={L.ctaPlacement}
        value={values.cta_placement}
        options={CTA_PLACEMENTS}
        onChange={(placement) => update({ cta_placement: CTA_PLACEMENTS.find((known) => known.value === placement)?.value ?? values.cta_placement })}
      />
      <ToggleField
        label={L.conversionFocus}
        hint={L.conversionFocusHint}
        checked={values.conversion_focus}
        onChange={(conversion_focus) => update({ conversion_focus })}
      />
      <ToggleField label={L.includeTestimonials} checked={values.include_testimonials} onChange={(include_testimonials) => update({ include_testimonials })} />
      <ToggleField label={L.seo} hint={L.seoHint} checked={values.seo_optimization} onChange={(seo_optimization) => update({ seo_optimization })} />
    </PreferenceFormFrame>
  );
}
