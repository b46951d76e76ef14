// Which studio this device works in, for each user, and the studios it knows the user
// belongs to: kept in localStorage so that switching works offline for every studio the
// device already holds. The list is refreshed from the server whenever the Team screen
// or the switcher loads it (listMyStudios); the server decides, this only remembers.
import { deviceStore } from './device-store.ts';
import type { MyStudio, TeamMember } from './team-requests.ts';

const currentKey = (userId: string) => `studio:current:${userId}`;
const listKey = (userId: string) => `studio:list:${userId}`;
const membersKey = (studioId: string) => `studio:members:${studioId}`;


function ownStudio(userId: string): MyStudio {
  return { id: userId, name: '', role: 'owner', own: true };
}

function isStudio(value: unknown): value is MyStudio {
  const studio = value as Partial<MyStudio> | null;
  return (
    typeof studio?.id === 'string' &&
    typeof studio.name === 'string' &&
    (studio.role === 'owner' || studio.role === 'staff') &&
    typeof studio.own === 'boolean'
  );
}

const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Changes with every change of the stored choice (a snapshot for useSyncExternalStore). */
export function studioChoiceVersion(): number {
  return version;
}

export function subscribeStudioChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The studios this device knows the user belongs to, their own first. Their own is there
 * before the server's list is known, and whenever the list has it; an account made to
 * join a studio keeps its own dormant, unlisted while it belongs to another (migration 1820).
 */
export function knownStudios(userId: string, store = deviceStore()): MyStudio[] {
  let stored: MyStudio[] = [];
  try {
    const parsed: unknown = JSON.parse(store?.getItem(listKey(userId)) ?? '[]');
    if (Array.isArray(parsed)) stored = parsed.filter(isStudio);
  } catch {
    stored = [];
  }
  const own = stored.find((studio) => studio.id === userId) ?? (stored.length === 0 ? ownStudio(userId) : null);
  return [...(own ? [own] : []), ...stored.filter((studio) => studio.id !== userId)];
}

/** Remembers what the server said; answers the studios the user is no longer in. */
export function rememberStudios(userId: string, studios: readonly MyStudio[], store = deviceStore()): MyStudio[] {
  const before = knownStudios(userId, store);
  const now = new Set(studios.map((studio) => studio.id));
  store?.setItem(listKey(userId), JSON.stringify(studios));
  changed();
  return before.filter((studio) => !now.has(studio.id) && studio.id !== userId);
}

/** The studio to open: the one chosen on this device if it is still known, else the user's own. */
export function chosenStudio(userId: string, store = deviceStore()): MyStudio {
  const known = knownStudios(userId, store);
  const chosen = store?.getItem(currentKey(userId));
  return known.find((studio) => studio.id === chosen) ?? known[0]!;
}

/** The user's role in a studio as last known on this device (their own: owner). The server decides. */
export function roleIn(userId: string, studioId: string, store = deviceStore()): MyStudio['role'] {
  return knownStudios(userId, store).find((studio) => studio.id === studioId)?.role ?? (studioId === userId ? 'owner' : 'staff');
}

export function chooseStudio(userId: string, studioId: string, store = deviceStore()): void {
  store?.setItem(currentKey(userId), studioId);
  changed();
}

/** The user is no longer in the studio: forget it (the device then opens their own). */
export function forgetStudio(userId: string, studioId: string, store = deviceStore()): void {
  const known = knownStudios(userId, store).filter((studio) => studio.id !== studioId);
  store?.setItem(listKey(userId), JSON.stringify(known));
  store?.removeItem(membersKey(studioId));
  if (store?.getItem(currentKey(userId)) === studioId) store.removeItem(currentKey(userId));
  changed();
}

let endedNotice: string | null = null;

/** Says, once, that the device dropped a studio the user is no longer in (its name). */
export function noteMembershipEnded(name: string): void {
  endedNotice = name;
  changed();
}

export function takeMembershipNotice(): string | null {
  const notice = endedNotice;
  endedNotice = null;
  return notice;
}

export type KnownMember = Pick<TeamMember, 'user_id' | 'full_name' | 'email' | 'role'>;


/** The studio's people as last loaded on this device (names for authors, offline too). */
export function knownMembers(studioId: string, store = deviceStore()): KnownMember[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(membersKey(studioId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is KnownMember => typeof (entry as KnownMember)?.user_id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberMembers(studioId: string, members: readonly KnownMember[], store = deviceStore()): void {
  const kept = members.map(({ user_id, full_name, email, role }) => ({ user_id, full_name, email, role }));
  store?.setItem(membersKey(studioId), JSON.stringify(kept));
  changed();
}

/** Sign-out: nothing of the user's studios stays on the device (names and addresses of their teams). */
export function forgetStudioChoices(userId: string, store = deviceStore()): void {
  for (const studio of knownStudios(userId, store)) store?.removeItem(membersKey(studio.id));
  store?.removeItem(listKey(userId));
  store?.removeItem(currentKey(userId));
  changed();
}
