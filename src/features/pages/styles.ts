// Tailwind class sets shared by the static pages, so buttons and links look and
// focus the same everywhere.

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export const primaryButton = `inline-flex min-h-11 items-center justify-center rounded-xl bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-stone-500 ${focusRing}`;

export const secondaryButton = `inline-flex min-h-11 items-center justify-center rounded-xl border border-teal-700 bg-white px-6 py-3 font-semibold text-teal-700 hover:bg-teal-50 ${focusRing}`;

export const textLink = `font-medium text-teal-700 underline underline-offset-2 hover:text-teal-800 focus-visible:rounded ${focusRing}`;

export const card = 'rounded-xl border border-stone-200 bg-white p-6 shadow-sm';

/** A primary button on a dark teal band. */
export const invertedButton = `inline-flex min-h-11 items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`;

/** A secondary button on a dark teal band. */
export const invertedOutlineButton = `inline-flex min-h-11 items-center justify-center rounded-xl border border-white px-6 py-3 font-semibold text-white hover:bg-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`;
