// Nothing over a limit is written to the device: a value past its field's limit
// (domain/field-limits.ts) would be refused by the server when it syncs and stay on
// this device alone, so the command refuses it first with a FieldLimitError that
// names the field, and the screen shows it beside that field.
import { breachIn, charLength } from '../../domain/field-limit-check.ts';
import { FieldLimitError } from '../../domain/field-limit-messages.ts';
import { maxLengthOf } from '../../domain/field-limits.ts';

/** Throws a FieldLimitError for the first of the document's fields past its limit. */
export function refuseOverLimit(table: string, doc: Record<string, unknown>): void {
  const breach = breachIn(table, doc);
  if (breach) throw new FieldLimitError(breach);
}

/** A heading the app made from what was typed, cut at a word to fit its field. */
export function fitHeading(table: string, column: string, text: string): string {
  const max = maxLengthOf(table, column);
  if (charLength(text) <= max) return text;
  const cut = Array.from(text).slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}
