// The studio this device works in and the others it knows the user belongs to, for the
// switcher and for screens that show or hide what only owners may do.
import { useMemo, useSyncExternalStore } from 'react';
import { knownStudios, studioChoiceVersion, subscribeStudioChoice } from '../team/studio-choice.ts';
import type { MyStudio } from '../team/team-requests.ts';
import { useUserDataSession } from './use-live-query.ts';

export type StudioChoice = { current: MyStudio | null; studios: MyStudio[] };

export function useStudioChoice(): StudioChoice {
  const session = useUserDataSession();
  const version = useSyncExternalStore(subscribeStudioChoice, studioChoiceVersion, () => 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` says the stored list changed.
  return useMemo(() => {
    if (!session) return { current: null, studios: [] };
    const studios = knownStudios(session.userId);
    return { current: studios.find((studio) => studio.id === session.studioId) ?? null, studios };
  }, [session, version]);
}
