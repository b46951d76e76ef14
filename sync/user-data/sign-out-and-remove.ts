// Sign-out as the user asks for it: the device databases (every studio's) and what the
// device remembers of the user's studios and teams are deleted first (shared tablets:
// the next person must find nothing), then the session ends. Screens can
// warn first when useSyncStatus().pendingChanges > 0: those changes go with it.
import { getAuthState } from '../auth/auth-store.ts';
import { signOut } from '../auth/sign-out.ts';
import { forgetStudioChoices } from '../team/studio-choice.ts';
import { currentUserData, setUserDataSigningOut } from './user-data-store.ts';
import { removeUserData } from './open-user-data.ts';
import { noteRemovedDatabase } from './removed-databases.ts';

export async function signOutAndRemoveData(): Promise<{ error: Error | null }> {
  // Until the session has ended, the auth state still names the user: without this,
  // its changes during sign-out (the loading flag) would open their database again.
  setUserDataSigningOut(true);
  try {
    // The signed-in user's, also while their database is still opening or failed to open.
    const userId = currentUserData()?.userId ?? getAuthState().user?.id;
    await removeUserData({ userId });
    if (userId) {
      noteRemovedDatabase(userId);
      forgetStudioChoices(userId);
    }
    return await signOut();
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  } finally {
    setUserDataSigningOut(false);
  }
}
