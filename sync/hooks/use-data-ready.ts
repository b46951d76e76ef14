import { useUserDataSession } from './use-live-query.ts';

/** True while the signed-in user's device database is open (commands can write). */
export function useDataReady(): boolean {
  const session = useUserDataSession();
  return session !== null && !session.db.closed;
}
