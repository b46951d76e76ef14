// How many of the newest history items the history tab shows first, while the whole
// history loads; the page's start and the tab's preload read exactly these ahead.

/** The history tab's first rows: a screenful and more. */
export const HISTORY_FIRST_PAGE = 50;
