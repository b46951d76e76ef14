// The video form's limits, in a module of their own so the form does not load the
// script generator (and its English grammar library) to show a hint.
export const MAX_KEY_POINTS = 10;
