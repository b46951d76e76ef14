// The brand profile form's state: what the user typed on top of the stored
// profile. Until the first edit the form follows the stored profile, so a pull
// from another device shows up; after an edit it keeps what the user typed.
import { useState } from 'react';
import { saveProfile, useProfile } from '#sync/profile.ts';
import { useDataReady } from '#sync/status.ts';
import { type BrandForm, brandFormFrom, profileInputFrom } from './brand-form.ts';

export type BrandFormState = {
  ready: boolean;
  /** The stored profile could not be read: no form (saving it would overwrite the profile with a blank one). */
  readFailed: { error: Error; retry: () => void } | null;
  form: BrandForm;
  update: (patch: Partial<BrandForm>) => void;
  saving: boolean;
  /** Saves on the device (synced later); rejects with the data layer's Error. */
  save: () => Promise<void>;
};

export function useBrandForm(): BrandFormState {
  const dataReady = useDataReady();
  const { profile, loading, error, retry } = useProfile();
  const [draft, setDraft] = useState<BrandForm | null>(null);
  const [saving, setSaving] = useState(false);
  const form = draft ?? brandFormFrom(profile);

  function update(patch: Partial<BrandForm>) {
    setDraft((current) => ({ ...(current ?? brandFormFrom(profile)), ...patch }));
  }

  async function save() {
    setSaving(true);
    try {
      await saveProfile(profileInputFrom(form));
      setDraft(null);
    } finally {
      setSaving(false);
    }
  }

  return { ready: dataReady && !loading && !error, readFailed: error ? { error, retry } : null, form, update, saving, save };
}
