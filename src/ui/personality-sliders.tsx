import { type BrandPersonality, PERSONALITY_MAX, PERSONALITY_MIN, PERSONALITY_SLIDERS, PERSONALITY_STEP } from '#domain/brand.ts';
import { RangeField } from './range-field.tsx';

type PersonalitySlidersProps = {
  value: BrandPersonality;
  onChange: (value: BrandPersonality) => void;
};

/** The four brand voice sliders (0-100, step 5), used by the profile and tone templates. */
export function PersonalitySliders({ value, onChange }: PersonalitySlidersProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {PERSONALITY_SLIDERS.map((slider) => (
        <RangeField
          key={slider.key}
          label={`${slider.low} to ${slider.high}`}
          value={value[slider.key]}
          min={PERSONALITY_MIN}
          max={PERSONALITY_MAX}
          step={PERSONALITY_STEP}
          ends={[slider.low, slider.high]}
          onChange={(next) => onChange({ ...value, [slider.key]: next })}
        />
      ))}
    </div>
  );
}
