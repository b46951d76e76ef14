// Which starting point each tool has already filled its form from, for this tab of the
// browser (sessionStorage): a brief or a piece fills a tool once when it becomes active,
// not again on a reload (which would write over what the user has changed since). Clearing
// it forgets it, so choosing it again fills the form again.

export type AppliedStarts = {
  /** True the first time `id` is active for `slot`; false again until `slot` is cleared. */
  claim: (slot: string, id: string) => boolean;
  clear: (slot: string) => void;
};

const PREFIX = 'studio-started-from:';

export function appliedStarts(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): AppliedStarts {
  const memory = new Map<string, string>();
  const read = (slot: string) => {
    try {
      return storage?.getItem(PREFIX + slot) ?? memory.get(slot) ?? null;
    } catch {
      return memory.get(slot) ?? null;
    }
  };
  return {
    claim: (slot, id) => {
      if (read(slot) === id) return false;
      memory.set(slot, id);
      try {
        storage?.setItem(PREFIX + slot, id);
      } catch {
        // Storage refused: remembered until the page closes.
      }
      return true;
    },
    clear: (slot) => {
      memory.delete(slot);
      try {
        storage?.removeItem(PREFIX + slot);
      } catch {
        // Nothing kept to forget.
      }
    },
  };
}
