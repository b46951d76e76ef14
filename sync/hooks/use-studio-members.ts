// The open studio's people, for naming who made what: what the device last loaded at
// once (offline too), then the server's list when it answers.
import { useEffect, useMemo } from 'react';
import { knownMembers, rememberMembers, type KnownMember } from '../team/studio-choice.ts';
import { useStudioChoice } from './use-studio-choice.ts';
import { useUserDataSession } from './use-live-query.ts';

export function useStudioMembers(): KnownMember[] {
  const session = useUserDataSession();
  // Changes whenever the stored studios or members change.
  const choice = useStudioChoice();
  const studioId = session?.studioId ?? null;
  useEffect(() => {
    if (!studioId) return;
    let current = true;
    // Loaded on demand: the team calls bring supabase-js, which screens need not wait for.
    import('../team/team-requests.ts')
      .then(({ loadTeam }) => loadTeam(studioId))
      .then((members) => {
        if (current) rememberMembers(studioId, members);
      })
      .catch(() => undefined); // Offline or refused: the names last loaded stay.
    return () => {
      current = false;
    };
  }, [studioId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `choice` says the stored members changed.
  return useMemo(() => (studioId ? knownMembers(studioId) : []), [studioId, choice]);
}
