// Keeps the device database in step with who is signed in: opens the user's
// database when the auth store has a user; closes it (keeping its data) when
// supabase-js reports SIGNED_OUT on its own (a refused token refresh), so work not
// yet synced is still there when the same user signs in again. An explicit
// sign-out goes through signOutAndRemoveData(), which deletes it from the device;
// nothing is opened while it does.
// A session that merely expired offline is neither: the database stays open. Nor does
// a database another tab is removing open again here before its sign-out lands.
// The first sign-in on a device, and installing the app, ask the browser to keep its data.
import { getAuthState, subscribeAuthState } from '../auth/auth-store.ts';
import { askPersistenceAtFirstSignIn, askPersistenceWhenInstalled } from './ask-persistence.ts';
import { openChosenStudio } from './open-studio.ts';
import { closeUserData } from './open-user-data.ts';
import { setUserDataOpenFailed, setUserDataRemovedElsewhere, subscribeUserData, userDataRemovedElsewhere, userDataSigningOut } from './user-data-store.ts';

export function followAuth(): () => void {
  let stopped = false;
  const openForUser = () => {
    const userId = getAuthState().user?.id;
    const removed = userDataRemovedElsewhere();
    if (removed !== null && removed !== userId) setUserDataRemovedElsewhere(null);
    if (!userId || stopped || userDataSigningOut() || userId === removed) return;
    askPersistenceAtFirstSignIn();
    openChosenStudio(userId).catch((error: unknown) => {
      console.error('Could not open the device database', error);
      setUserDataOpenFailed();
    });
  };
  const unsubscribe = subscribeAuthState(openForUser);
  // A sign-out that failed leaves the user signed in: their database opens again.
  let signingOut = userDataSigningOut();
  const unsubscribeSignOut = subscribeUserData(() => {
    const ended = signingOut && !userDataSigningOut();
    signingOut = userDataSigningOut();
    if (ended) openForUser();
  });
  openForUser();
  const stopWatchingInstall = askPersistenceWhenInstalled();

  let stopListening: () => void = () => {};
  import('../supabase-client.ts')
    .then(({ getSupabase }) => {
      if (stopped) return;
      const { data } = getSupabase().auth.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT') void closeUserData();
      });
      stopListening = () => data.subscription.unsubscribe();
    })
    .catch((error: unknown) => console.error('Could not follow sign-outs', error));

  return () => {
    stopped = true;
    unsubscribe();
    unsubscribeSignOut();
    stopWatchingInstall();
    stopListening();
  };
}
