// What each tool remembers of its last generations, per job key, across reloads: the
// inputs' fingerprint (a hash, never the inputs themselves: the device may be shared),
// the variant, the history entry it wrote and a fingerprint of the text it gave. So Generate after a reload, with the same
// inputs, still gives the next variant and replaces that entry instead of repeating the
// first text as a new one. Kept in localStorage, and shared through the user's draft so
// another device edits the same history item and gives the next variant too (the newer
// of the two memories of a job wins). A storage that refuses (private mode, full) only
// loses the memory, never the generation.

/**
 * The last generation of a job key: its inputs' fingerprint, its variant, the history
 * entry it wrote and its text's fingerprint (`result`; missing in a memory kept before it).
 */
export type LastRun = { signature: string; variant: number; historyId: string | null; result?: string; at?: string };

const PREFIX = 'studio-last-runs:';

/** A short fingerprint of the inputs (FNV-1a, 32 bits, hex). */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function isLastRun(value: unknown): value is LastRun {
  const run = value as LastRun | null;
  return (
    typeof run === 'object' &&
    run !== null &&
    typeof run.signature === 'string' &&
    Number.isInteger(run.variant) &&
    (run.historyId === null || typeof run.historyId === 'string') &&
    (run.result === undefined || typeof run.result === 'string') &&
    (run.at === undefined || typeof run.at === 'string')
  );
}

/** The later of two memories of one job (one without a moment is the older). */
export function newerRun(a: LastRun | undefined, b: unknown): LastRun | undefined {
  if (!isLastRun(b)) return a;
  if (!a) return b;
  return (b.at ?? '') > (a.at ?? '') ? b : a;
}

/** Where the memory is shared: the runs another device remembered, and how to send this device's. */
export type SharedRuns = { read: () => Record<string, unknown> | undefined; write: (key: string, run: LastRun) => void };

export type RunMemory = { get: (key: string) => LastRun | undefined; set: (key: string, run: LastRun) => void };

export function runMemory(storage: Pick<Storage, 'getItem' | 'setItem'> | null, tool: string, shared?: SharedRuns): RunMemory {
  const name = PREFIX + tool;
  let runs: Record<string, LastRun> = {};
  try {
    const parsed = JSON.parse(storage?.getItem(name) ?? '{}') as Record<string, unknown>;
    runs = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, LastRun] => isLastRun(entry[1])));
  } catch {
    runs = {};
  }
  return {
    get: (key) => newerRun(runs[key], shared?.read()?.[key]),
    set: (key, given) => {
      const run = { ...given, at: given.at ?? new Date().toISOString() };
      runs = { ...runs, [key]: run };
      shared?.write(key, run);
      try {
        storage?.setItem(name, JSON.stringify(runs));
      } catch {
        // Storage refused: the memory lasts until the page closes.
      }
    },
  };
}
