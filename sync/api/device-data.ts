// Public surface, loaded once someone is signed in: opens the user's device database
// and replication while they stay signed in; sign-out removes it (RxDB lives here).
export { followAuth } from '../user-data/follow-auth.ts';
export { signOutAndRemoveData } from '../user-data/sign-out-and-remove.ts';
