// Whether this is the person's first look at their dashboard on this device, so a new
// account is greeted "Welcome" and a returning one "Welcome back". Remembered per
// user in localStorage (nothing to sync: a greeting, not data).
import { useEffect, useState } from 'react';

const keyFor = (userId: string) => `studio_dashboard_seen:${userId}`;

export function seenBefore(storage: Pick<Storage, 'getItem'>, userId: string): boolean {
  try {
    return storage.getItem(keyFor(userId)) !== null;
  } catch {
    return true;
  }
}

export function useReturningVisitor(userId: string | undefined): boolean {
  const [returning] = useState(() => (userId ? seenBefore(localStorage, userId) : true));
  useEffect(() => {
    if (!userId) return;
    try {
      localStorage.setItem(keyFor(userId), new Date().toISOString());
    } catch {
      // Private mode or full storage: the greeting stays "Welcome", nothing else depends on it.
    }
  }, [userId]);
  return returning;
}
