// A brief's form as the studio types it, and its rules: a title, the limits the database
// holds (#domain/field-limits.ts), days that exist and do not run backwards, places a whole number.
import type { Brief } from '#domain/brief.ts';
import { BRIEF_TEXT_FIELDS, type BriefTextField, briefFieldLimit } from '#domain/brief-rules.ts';
import { charLength, isIsoDate } from '#domain/field-limit-check.ts';
import type { BriefFields } from '#sync/briefs.ts';
import { BRIEF_FORM_TEXT as T } from './messages.ts';

/** The form: every field as text (places left too, empty when not said). */
export type BriefForm = Omit<BriefFields, 'places_left'> & { places_left: string };
export type BriefFormField = keyof BriefForm;
export type BriefErrors = Partial<Record<BriefFormField, string>>;

export function emptyBriefForm(): BriefForm {
  return { kind: 'event', title: '', starts_on: '', ends_on: '', times: '', location: '', leaders: '', price: '', bring: '', booking: '', places_left: '', audience: '', key_message: '', avoid: '', details: '' };
}

export function briefFormOf(brief: Brief): BriefForm {
  const { id: _id, user_id: _user, studio_id: _studio, created_at: _created, updated_at: _updated, places_left, ...fields } = brief;
  return { ...fields, places_left: places_left === null ? '' : String(places_left) };
}

/** The longest a field may be: the device's and the database's limit; null for a field that is not free text. */
export function limitOf(field: BriefFormField): number | null {
  return (BRIEF_TEXT_FIELDS as readonly string[]).includes(field) ? briefFieldLimit(field as BriefTextField) : null;
}

/** The fields longer than their limit, and by how much. */
export function limitErrors(form: BriefForm): BriefErrors {
  const errors: BriefErrors = {};
  for (const field of Object.keys(form) as BriefFormField[]) {
    const limit = limitOf(field);
    const length = charLength(form[field]);
    if (limit !== null && length > limit) errors[field] = T.errors.tooLong(limit, length - limit);
  }
  return errors;
}

/** What is wrong with the form, per field; `{}` when it may be saved. */
export function briefErrors(form: BriefForm): BriefErrors {
  const errors: BriefErrors = {};
  if (form.title.trim() === '') errors.title = T.errors.titleRequired;
  Object.assign(errors, limitErrors(form));
  if (form.starts_on && !isIsoDate(form.starts_on)) errors.starts_on = T.errors.badDate;
  if (form.ends_on && !isIsoDate(form.ends_on)) errors.ends_on = T.errors.badDate;
  else if (form.ends_on && !form.starts_on) errors.ends_on = T.errors.endsWithoutStart;
  else if (form.ends_on && isIsoDate(form.starts_on) && form.ends_on < form.starts_on) errors.ends_on = T.errors.endsBeforeStart;
  if (form.places_left.trim() !== '' && !/^\d+$/.test(form.places_left.trim())) errors.places_left = T.errors.badPlaces;
  return errors;
}

/** The fields to save: text trimmed at its ends (as written inside), places a number or null. */
export function briefFieldsOf(form: BriefForm): BriefFields {
  const places = form.places_left.trim();
  const trimmed = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, key === 'details' ? value.trimEnd() : value.trim()])) as BriefForm;
  return { ...trimmed, kind: form.kind, places_left: places === '' ? null : Number(places) };
}
