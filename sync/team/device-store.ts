// Where the team's small device notes are kept (the pending invitation, the studio chosen,
// the studios and their people): the browser's localStorage, or none (a worker, Node, or
// storage blocked). Tests pass a store of their own.
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function deviceStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
