// The app's Intl formatters (format.ts writes with them), each made on first use and
// kept: a list of 5,000 items re-renders its rows on every keystroke of a search, and
// toLocaleDateString() with options makes a new formatter on each call. The warm-up
// worker (intl-warm.ts) imports only this module.

/** Makes a formatter on first use and keeps it: making an Intl formatter costs about as much as a hundred uses of one. */
function kept<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export const dayFormat = kept(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }));
export const dayMonthFormat = kept(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }));
export const momentFormat = kept(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
export const numberFormat = kept(() => new Intl.NumberFormat());

/**
 * Makes every formatter once. The first Intl formatter of a page loads the locale's data
 * (intl-warm.ts runs this in a worker, so a screen's first dates do not wait for it).
 */
export function makeEveryFormat(): void {
  const now = new Date();
  for (const format of [dayFormat(), dayMonthFormat(), momentFormat()]) format.format(now);
  numberFormat().format(12_480);
}
