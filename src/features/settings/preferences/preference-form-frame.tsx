import type { FormEvent, ReactNode } from 'react';
import { useStudioChoice } from '#sync/studio.ts';
import { Button } from '../../../ui/button.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { OwnerOnlyNotice } from '../../../ui/owner-only-notice.tsx';
import { PREFERENCES as P } from '../messages.ts';

type PreferenceFormFrameProps = { label: string; saving: boolean; save: () => Promise<void>; children: ReactNode };

/** The form around one content type's preferences: fields, Save, and its toasts. */
export function PreferenceFormFrame({ label, saving, save, children }: PreferenceFormFrameProps) {
  // Staff read the studio's preferences; only its owners change them (the database says so too).
  const readOnly = useStudioChoice().current?.role === 'staff';
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save();
      notifySuccess(P.saved, P.savedDescription);
    } catch (error) {
      console.error('Could not save the preferences', error);
      notifyError(P.failed, P.failedDescription);
    }
  }

  return (
    <form onSubmit={submit} aria-label={label} className="space-y-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      {readOnly && <OwnerOnlyNotice />}
      <fieldset disabled={readOnly} className="grid min-w-0 gap-5 sm:grid-cols-2">
        {children}
      </fieldset>
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" busy={saving}>
            {saving ? P.saving : P.save}
          </Button>
        </div>
      )}
    </form>
  );
}
