// One content type's preferences as the form edits them: the stored settings over
// the defaults, with the user's unsaved changes on top.
import { useState } from 'react';
import { savePreferences, usePreferences } from '#sync/preferences.ts';
import type { ContentPreferences, PreferenceType } from '#domain/brand.ts';
import { mergePreferences } from '#domain/preferences.ts';

export type PreferenceForm<T extends PreferenceType> = {
  values: ContentPreferences[T];
  update: (patch: Partial<ContentPreferences[T]>) => void;
  saving: boolean;
  save: () => Promise<void>;
};

export function usePreferenceForm<T extends PreferenceType>(type: T): PreferenceForm<T> {
  const { preferences } = usePreferences();
  const stored = mergePreferences(type, preferences[type]);
  const [draft, setDraft] = useState<ContentPreferences[T] | null>(null);
  const [saving, setSaving] = useState(false);
  const values = draft ?? stored;

  function update(patch: Partial<ContentPreferences[T]>) {
    setDraft((current) => ({ ...(current ?? stored), ...patch }));
  }

  async function save() {
    setSaving(true);
    try {
      await savePreferences(type, { ...values });
      setDraft(null);
    } finally {
      setSaving(false);
    }
  }

  return { values, update, saving, save };
}
