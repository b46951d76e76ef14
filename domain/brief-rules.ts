// What a brief must be before it is saved: the rules the database checks too, so a
// brief the device accepts is never refused when it syncs. The lengths are the briefs'
// entries of field-limits.ts. Each rule broken gives one sentence a screen can show as written.
import { BRIEF_KINDS, type Brief, type BriefKind } from './brief.ts';
import { charLength, isIsoDate } from './field-limit-check.ts';
import { maxLengthOf } from './field-limits.ts';

/** What the studio writes in a brief: everything but its ids and stamps. */
export type BriefFields = Omit<Brief, 'id' | 'user_id' | 'studio_id' | 'created_at' | 'updated_at'>;

/** The free-text fields, each held to its length in field-limits.ts. */
export const BRIEF_TEXT_FIELDS = [
  'title',
  'times',
  'location',
  'leaders',
  'price',
  'bring',
  'booking',
  'audience',
  'key_message',
  'avoid',
  'details',
] as const satisfies readonly (keyof BriefFields)[];

export type BriefTextField = (typeof BRIEF_TEXT_FIELDS)[number];

/** Every field of BriefFields, in the order of domain/brief.ts. */
export const BRIEF_FIELDS = [
  'kind',
  'title',
  'starts_on',
  'ends_on',
  'times',
  'location',
  'leaders',
  'price',
  'bring',
  'booking',
  'places_left',
  'audience',
  'key_message',
  'avoid',
  'details',
] as const satisfies readonly (keyof BriefFields)[];

/** The longest text a field holds. */
export function briefFieldLimit(field: BriefTextField): number {
  return maxLengthOf('briefs', field);
}

const FIELD_NAMES: Record<BriefTextField, string> = {
  title: 'The title',
  times: 'Times',
  location: 'Where',
  leaders: 'Who leads',
  price: 'Price',
  bring: 'What to bring',
  booking: 'How to book',
  audience: 'Who it is for',
  key_message: 'The key message',
  avoid: 'Things to avoid',
  details: 'Anything else',
};

export const BRIEF_ERRORS = {
  kind: 'Say what the brief is: an event, an offer, a class, a workshop or an announcement.',
  startsOn: 'The first day must be a date written YYYY-MM-DD, or left empty.',
  endsOn: 'The last day must be a date written YYYY-MM-DD, or left empty.',
  endsWithoutStart: 'Give the first day before the last day.',
  endsBeforeStart: 'The last day cannot come before the first day.',
  placesLeft: 'Places left must be a whole number, 0 or more, or left empty.',
  tooLong: (field: BriefTextField) => `${FIELD_NAMES[field]} holds at most ${briefFieldLimit(field).toLocaleString('en')} characters.`,
} as const;

const KINDS: ReadonlySet<string> = new Set(BRIEF_KINDS.map((kind) => kind.value));

export function isBriefKind(value: unknown): value is BriefKind {
  return typeof value === 'string' && KINDS.has(value);
}

/** The first rule other than a length the fields break (kind, days, places), as a sentence to show. */
export function briefRuleProblem(fields: BriefFields): string | null {
  if (!isBriefKind(fields.kind)) return BRIEF_ERRORS.kind;
  if (fields.starts_on !== '' && !isIsoDate(fields.starts_on)) return BRIEF_ERRORS.startsOn;
  if (fields.ends_on !== '') {
    if (!isIsoDate(fields.ends_on)) return BRIEF_ERRORS.endsOn;
    if (fields.starts_on === '') return BRIEF_ERRORS.endsWithoutStart;
    if (fields.ends_on < fields.starts_on) return BRIEF_ERRORS.endsBeforeStart;
  }
  const places = fields.places_left;
  if (places !== null && !(Number.isInteger(places) && places >= 0 && places <= 2_147_483_647)) return BRIEF_ERRORS.placesLeft;
  return null;
}

/** The first rule the fields break, as a sentence to show; null when the brief may be saved. */
export function briefProblem(fields: BriefFields): string | null {
  const problem = briefRuleProblem(fields);
  if (problem) return problem;
  for (const field of BRIEF_TEXT_FIELDS) {
    if (typeof fields[field] !== 'string' || charLength(fields[field]) > briefFieldLimit(field)) return BRIEF_ERRORS.tooLong(field);
  }
  return null;
}
