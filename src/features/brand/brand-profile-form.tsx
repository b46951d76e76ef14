// The brand profile form of Brand Setup (/profile) and of the settings profile
// tab: the same fields, rule and progress card; only the button and the toasts
// differ. Saving writes to the device first and works offline.
import type { FormEvent } from 'react';
import { PRIMARY_SERVICES, WELLNESS_SPECIALTIES } from '#domain/brand.ts';
import { breachMessage, FieldLimitError } from '#domain/field-limit-messages.ts';
import { listLimitOf, maxLengthOf } from '#domain/field-limits.ts';
import { StorageFullError } from '#domain/sync-messages.ts';
import { useStudioChoice } from '#sync/studio.ts';
import { Button } from '../../ui/button.tsx';
import { KeywordInput } from '../../ui/keyword-input.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.tsx';
import { OwnerOnlyNotice } from '../../ui/owner-only-notice.tsx';
import { PersonalitySliders } from '../../ui/personality-sliders.tsx';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { TextareaField } from '../../ui/textarea-field.tsx';
import { BusinessInfoSection } from './business-info-section.tsx';
import { CheckboxList } from './checkbox-list.tsx';
import { BRAND_SETUP, BRAND_SECTIONS as T, PROFILE_SETTINGS, SAVE_RULE } from './messages.ts';
import { brandFormBreach } from './brand-form.ts';
import { canSaveProfile, completionChecklist, completionPercent } from './profile-completion.ts';
import { ProgressCard } from './progress-card.tsx';
import { RequiredMark } from './required-mark.tsx';
import { useBrandForm } from './use-brand-form.ts';

type BrandProfileFormProps = {
  /** 'setup' on /profile (Brand Profile Saved!), 'settings' in the settings tab (Profile Updated!). */
  variant: 'setup' | 'settings';
  onSaved?: () => void;
};

const KEYWORDS = listLimitOf('profiles', 'seo_keywords');

const card = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';

export function BrandProfileForm({ variant, onSaved }: BrandProfileFormProps) {
  const { ready, readFailed, form, update, saving, save } = useBrandForm();
  // Staff read the studio's brand; only its owners change it (the database says so too).
  const readOnly = useStudioChoice().current?.role === 'staff';
  const texts = variant === 'setup' ? BRAND_SETUP : PROFILE_SETTINGS;
  if (readFailed) return <ReadFailed error={readFailed.error} onRetry={readFailed.retry} />;
  if (!ready) return <LoadingScreen message={BRAND_SETUP.loading} />;

  const percent = completionPercent(form);
  const enough = canSaveProfile(percent);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!enough) return;
    const breach = brandFormBreach(form);
    if (breach) {
      notifyError(texts.failed, breachMessage(breach, 'save'));
      return;
    }
    try {
      await save();
      notifySuccess(texts.saved, texts.savedDescription);
      onSaved?.();
    } catch (error) {
      console.error('Could not save the brand profile', error);
      notifyError(texts.failed, error instanceof FieldLimitError || error instanceof StorageFullError ? error.message : texts.failedDescription);
    }
  }

  const required = (text: string) => (
    <>
      {text}
      <RequiredMark />
    </>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
      <div className="lg:sticky lg:top-20 lg:order-2">
        <ProgressCard percent={percent} items={completionChecklist(form)} />
      </div>
      <form onSubmit={onSubmit} className="space-y-6 lg:order-1" aria-label={variant === 'setup' ? 'Brand profile' : 'Profile'}>
        {readOnly && <OwnerOnlyNotice />}
        <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <div className={card}>
          <BusinessInfoSection form={form} update={update} />
        </div>
        <div className={card}>
          <CheckboxList
            legend={required(T.services)}
            hint={T.servicesHint}
            choices={PRIMARY_SERVICES}
            selected={form.primary_services}
            onChange={(primary_services) => update({ primary_services })}
          />
        </div>
        <div className={card}>
          <CheckboxList
            legend={required(T.specialties)}
            hint={T.specialtiesHint}
            choices={WELLNESS_SPECIALTIES}
            selected={form.wellness_specialties}
            onChange={(wellness_specialties) => update({ wellness_specialties })}
          />
        </div>
        <div className={card}>
          <fieldset>
            <legend className="text-base font-semibold text-stone-900">{T.personality}</legend>
            <p className="mt-1 mb-4 text-sm text-stone-600">{T.personalityHint}</p>
            <PersonalitySliders value={form.brand_personality} onChange={(brand_personality) => update({ brand_personality })} />
          </fieldset>
        </div>
        <div className={`${card} space-y-5`}>
          <TextareaField
            label={required(T.audience)}
            hint={T.audienceHint}
            value={form.target_audience}
            limit={maxLengthOf('profiles', 'target_audience')}
            onChange={(target_audience) => update({ target_audience })}
          />
          <KeywordInput
            label={required(T.keywords)}
            hint={T.keywordsHint}
            placeholder={T.keywordsPlaceholder}
            keywords={form.seo_keywords}
            max={KEYWORDS.maxItems}
            maxLength={KEYWORDS.maxLength}
            onChange={(seo_keywords) => update({ seo_keywords })}
          />
        </div>
        </fieldset>
        {!readOnly && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          {!enough && (
            <p id={`${variant}-save-rule`} className="text-sm text-amber-900">
              {SAVE_RULE}
            </p>
          )}
          <Button type="submit" size="lg" busy={saving} disabled={!enough} aria-describedby={enough ? undefined : `${variant}-save-rule`}>
            {saving ? texts.saving : texts.save}
          </Button>
        </div>
        )}
      </form>
    </div>
  );
}
