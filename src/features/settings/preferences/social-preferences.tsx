import { PLATFORMS, PREFERENCE_HASHTAG_COUNTS } from '#domain/studio-options.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { PREFERENCE_LABELS as L, PREFERENCES as P } from '../messages.ts';
import { ToggleField } from '../toggle-field.tsx';
import { PreferenceFormFrame } from './preference-form-frame.tsx';
import { usePreferenceForm } from './use-preference-form.ts';

const HASHTAG_COUNTS = PREFERENCE_HASHTAG_COUNTS.map((count) => ({ value: String(count), label: String(count) }));

export function SocialPreferences() {
  const { values, update, saving, save } = usePreferenceForm('social');
  return (
    <PreferenceFormFrame label={`${P.tabs.social} preferences`} saving={saving} save={save}>
      <SelectField
        label={L.platform}
        value={values.default_platform}
        options={PLATFORMS}
        onChange={(platform) => update({ default_platform: PLATFORMS.find((known) => known.value === platform)?.value ?? values.default_platform })}
      />
      <SelectField
        label={L.maxHashtags}
        value={String(values.max_hashtags)}
        options={HASHTAG_COUNTS}
        onChange={(count) => update({ max_hashtags: Number(count) })}
      />
      <ToggleField label={L.includeHashtags} checked={values.include_hashtags} onChange={(include_hashtags) => update({ include_hashtags })} />
      <ToggleField label={L.includeEmojis} checked={values.include_emojis} onChange={(include_emojis) => update({ include_emojis })} />
      <ToggleField
        label={L.characterOptimization}
        hint={L.characterOptimizationHint}
        checked={values.character_optimization}
        onChange={(character_optimization) => update({ character_optimization })}
      />
    </PreferenceFormFrame>
  );
}
