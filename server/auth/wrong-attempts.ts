// Wrong answers to one secret (an emailed code, an MFA challenge), counted in memory: after
// MAX_WRONG_ATTEMPTS the caller invalidates the secret, so guessing a six-digit code needs
// a new code every five tries instead of a free run over the whole code space.
export const MAX_WRONG_ATTEMPTS = 5;

/** Entries older than this are forgotten (codes live an hour, challenges five minutes). */
const KEEP_MS = 2 * 3600 * 1000;

export class WrongAttempts {
  private readonly counts = new Map<string, { count: number; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a wrong answer for `key`; true when the secret has now had its last try. */
  fail(key: string): boolean {
    const now = this.now();
    for (const [id, entry] of this.counts) if (now - entry.at > KEEP_MS) this.counts.delete(id);
    const count = (this.counts.get(key)?.count ?? 0) + 1;
    if (count >= MAX_WRONG_ATTEMPTS) {
      this.counts.delete(key);
      return true;
    }
    this.counts.set(key, { count, at: now });
    return false;
  }

  clear(key: string): void {
    this.counts.delete(key);
  }
}
