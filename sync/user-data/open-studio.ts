// Opens the device database of the studio chosen on this device (the user's own by
// default), switches between studios, and drops a studio's data from the device when
// the user is no longer a member: the server refuses its pull (PT403), or the list of
// the user's studios no longer has it.
import { chooseStudio, chosenStudio, forgetStudio, knownStudios, noteMembershipEnded, rememberStudios } from '../team/studio-choice.ts';
import type { MyStudio } from '../team/team-requests.ts';
import { openUserData, removeUserData } from './open-user-data.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import { getAuthState } from '../auth/auth-store.ts';
import { currentUserData, type UserDataSession } from './user-data-store.ts';

export function openChosenStudio(userId: string): Promise<UserDataSession> {
  const studio = chosenStudio(userId);
  return openUserData({
    userId,
    studioId: studio.id,
    onMembershipEnded: (studioId) => {
      // The refreshed list may have told already: act once.
      const studio = knownStudios(userId).find((known) => known.id === studioId);
      if (!studio && currentUserData()?.studioId !== studioId) return;
      endMembership(userId, studioId, studio?.name ?? '').catch((error: unknown) => console.error('Could not remove the studio from this device', error));
    },
  });
}

/**
 * Works in another studio the device knows of; offline too, with what the device holds.
 * The database need not be open yet (it may still be opening after sign-in).
 */
export async function switchStudio(studioId: string): Promise<void> {
  const userId = currentUserData()?.userId ?? getAuthState().user?.id;
  if (!userId) throw new Error(WRITE_ERRORS.signedOut);
  chooseStudio(userId, studioId);
  await openChosenStudio(userId);
}

/** Takes the server's list of the user's studios; drops from the device any they left. */
export async function refreshStudios(userId: string, studios: readonly MyStudio[]): Promise<void> {
  const gone = rememberStudios(userId, studios);
  for (const studio of gone) await endMembership(userId, studio.id, studio.name);
  const open = currentUserData();
  if (open?.userId === userId && open.studioId !== chosenStudio(userId).id) await openChosenStudio(userId);
}

/** The user is no longer in the studio: forget it, delete its database, open their own. */
async function endMembership(userId: string, studioId: string, name: string): Promise<void> {
  if (studioId === userId) return;
  forgetStudio(userId, studioId);
  noteMembershipEnded(name);
  await removeUserData({ userId, studioId });
  await openChosenStudio(userId);
}
