// What the briefs screen says.
import { LIMIT_TEXT } from '#domain/field-limit-messages.ts';

export const BRIEFS_TEXT = {
  title: 'Briefs',
  lead: 'Keep the facts of an event, an offer, a class or an announcement once, and write every piece from them.',
  newBrief: 'New brief',
  makeOne: 'Make a brief',
  empty: 'No briefs yet',
  emptyHint: 'A brief holds the dates, the place, the price and how to book, so every tool writes the same facts.',
  noMatch: 'No brief matches your search.',
  search: 'Search briefs',
  searchPlaceholder: 'Title, place, who leads...',
  loading: 'Opening your briefs...',
  count: (shown: number, total: number) => (shown === total ? `${total} ${total === 1 ? 'brief' : 'briefs'}` : `${shown} of ${total} briefs`),
  placesLeft: (places: number) => (places === 0 ? 'Full' : `${places} ${places === 1 ? 'place' : 'places'} left`),
  noDates: 'No dates',
  backToList: 'All briefs',
  pickOne: 'Choose a brief to see it, or make a new one.',
  notFound: 'This brief is no longer here. It may have been deleted on another device.',
} as const;

export const BRIEF_FORM_TEXT = {
  newHeading: 'New brief',
  editHeading: 'Edit brief',
  sections: { what: 'What it is', when: 'When and where', booking: 'Price and booking', voice: 'How to talk about it' },
  labels: {
    kind: 'Kind',
    title: 'What is it?',
    starts_on: 'First day',
    ends_on: 'Last day',
    times: 'Times',
    location: 'Where',
    leaders: 'Who leads',
    price: 'Price',
    bring: 'What to bring',
    booking: 'How to book (link or number)',
    places_left: 'Places left',
    audience: 'Who it is for',
    key_message: 'Key message',
    avoid: 'Things to avoid',
    details: 'Anything else (paste details here)',
  },
  hints: {
    title: 'e.g. Solstice Retreat: two nights of yoga by the lagoon',
    times: 'e.g. Tue & Thu 9:30-10:45, or arrive from 3pm',
    ends_on: 'Only for something that lasts several days.',
    places_left: 'Leave empty when you would rather not say.',
    audience: 'Steers the angle and the words; never quoted.',
    avoid: "e.g. no 'detox', don't promise weight loss",
    details: 'Facts here are used; instructions here are followed.',
  },
  save: 'Save brief',
  saving: 'Saving...',
  create: 'Create brief',
  delete: 'Delete brief',
  deleteConfirm: 'Delete this brief? The pieces written from it stay in your history.',
  deleteYes: 'Delete',
  cancel: 'Cancel',
  fixErrors: (count: number) => `Please fix ${count === 1 ? 'one field' : `${count} fields`} before saving.`,
  errors: {
    titleRequired: 'Say what it is: a title is needed.',
    tooLong: LIMIT_TEXT.tooLong,
    badDate: 'Use a full date.',
    endsBeforeStart: 'The last day cannot be before the first day.',
    endsWithoutStart: 'Give the first day too.',
    badPlaces: 'A whole number, 0 or more.',
  },
} as const;

export const BRIEF_TOASTS = {
  created: 'Brief created',
  saved: 'Brief saved',
  deleted: 'Brief deleted',
  failed: 'The brief could not be saved',
  deleteFailed: 'The brief could not be deleted',
} as const;

export const BRIEF_PIECES_TEXT = {
  heading: 'Made from this brief',
  none: 'Nothing written from this brief yet.',
  loading: 'Looking for pieces...',
  writeHeading: 'Write with this brief',
  write: (tool: string) => tool,
  writeLabel: (tool: string, brief: string) => `Write ${tool} with ${brief}`,
} as const;
