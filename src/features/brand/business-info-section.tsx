import { BUSINESS_TYPES } from '#domain/brand.ts';
import { maxLengthOf } from '#domain/field-limits.ts';
import { deviceTimeZone } from '#domain/time-zone.ts';
import { TextField } from '../../ui/field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextareaField } from '../../ui/textarea-field.tsx';
import type { BrandForm } from './brand-form.ts';
import { BRAND_SECTIONS as T } from './messages.ts';
import { RequiredMark } from './required-mark.tsx';

/** The zones the platform knows, with the chosen one (and UTC) whatever the list holds. */
function zoneOptions(chosen: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [deviceTimeZone()];
  return [...new Set([...known, 'UTC', chosen])].sort();
}

type SectionProps = { form: BrandForm; update: (patch: Partial<BrandForm>) => void };

export function BusinessInfoSection({ form, update }: SectionProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-stone-900">{T.business}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={
            <>
              {T.businessName}
              <RequiredMark />
            </>
          }
          value={form.business_name}
          limit={maxLengthOf('profiles', 'business_name')}
          onChange={(event) => update({ business_name: event.target.value })}
          autoComplete="organization"
        />
        <SelectField
          label={
            <>
              {T.businessType}
              <RequiredMark />
            </>
          }
          value={form.business_type}
          options={BUSINESS_TYPES}
          placeholder={T.chooseType}
          onChange={(business_type) => update({ business_type })}
        />
      </div>
      <TextareaField
        label={
          <>
            {T.description}
            <RequiredMark />
          </>
        }
        hint={T.descriptionHint}
        value={form.business_description}
        limit={maxLengthOf('profiles', 'business_description')}
        onChange={(business_description) => update({ business_description })}
      />
      <TextField
        label={T.website}
        inputMode="url"
        placeholder="https://"
        value={form.website_url}
        limit={maxLengthOf('profiles', 'website_url')}
        onChange={(event) => update({ website_url: event.target.value })}
      />
      <SelectField
        label={T.timeZone}
        hint={T.timeZoneHint}
        value={form.time_zone ?? deviceTimeZone()}
        options={zoneOptions(form.time_zone ?? deviceTimeZone())}
        onChange={(time_zone) => update({ time_zone })}
      />
    </fieldset>
  );
}
