// Which studio this device works in, for someone who belongs to more than one: a select
// in the header (desktop) and the phone menu. Switching opens that studio's data on the
// device at once, offline too. Also says, once, when the device dropped a studio the
// user was removed from.
import { useEffect, useId } from 'react';
import { type MyStudio, switchStudio, takeMembershipNotice, useStudioChoice } from '#sync/studio.ts';
import { inputClass } from '../../ui/field.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.tsx';
import { STUDIO_SWITCH as S } from '../messages.ts';

function studioLabel(studio: MyStudio): string {
  const name = studio.own ? S.own : studio.name || S.unnamed;
  return studio.role === 'staff' ? S.staff(name) : name;
}

type StudioSwitcherProps = { layout: 'bar' | 'menu'; /** After a switch (the phone menu closes). */ onSwitched?: () => void };

export default function StudioSwitcher({ layout, onSwitched }: StudioSwitcherProps) {
  const { current, studios } = useStudioChoice();
  const id = useId();

  useEffect(() => {
    if (layout !== 'bar') return;
    const ended = takeMembershipNotice();
    if (ended !== null) notifyError(ended ? S.endedNamed(ended) : S.ended, S.endedDescription);
  });

  if (studios.length < 2 || !current) return null;

  async function choose(chosen: string) {
    const studio = studios.find((entry) => entry.id === chosen);
    if (!studio) return;
    try {
      await switchStudio(chosen);
      onSwitched?.();
      notifySuccess(S.switched(studio.own ? S.own : studio.name || S.unnamed), S.switchedDescription);
    } catch (error) {
      notifyError(S.failed, error instanceof Error ? error.message : undefined);
    }
  }

  return (
    <div className={layout === 'bar' ? 'hidden items-center gap-2 md:flex' : 'flex flex-col gap-1 border-b border-stone-200 p-4'}>
      <label htmlFor={id} className={layout === 'bar' ? 'sr-only' : 'text-sm font-medium text-stone-700'}>
        {S.label}
      </label>
      <select
        id={id}
        value={current.id}
        onChange={(event) => void choose(event.target.value)}
        className={`${inputClass} ${layout === 'bar' ? 'max-w-44 py-1.5 text-sm' : ''}`}
      >
        {studios.map((studio) => (
          <option key={studio.id} value={studio.id}>
            {studioLabel(studio)}
          </option>
        ))}
      </select>
    </div>
  );
}
