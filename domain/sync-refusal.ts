// A change the server refused, told as a person can act on it: which field, what its
// limit is, and where to fix it ("The tone template's description is 5,000 characters;
// the most is 1,000. Shorten it to sync."), instead of the database's own words. A
// device can hold such a value from before a limit, or from a limit lowered later.
import { type Breach, breachIn, breachOf } from './field-limit-check.ts';
import { breachMessage } from './field-limit-messages.ts';
import { type FixScreen, fixScreenOf, limitByConstraint } from './field-limits.ts';

export type Refusal = {
  /** What the user reads. */
  reason: string;
  /** The field to fix, when the refusal names one. */
  column: string | null;
  fix: FixScreen | null;
};

/** The CHECK a database refusal names ('... violates check constraint "tone_templates_description_check"'). */
export function refusedConstraint(serverMessage: string): string | null {
  return /check constraint "([^"]+)"/.exec(serverMessage)?.[1] ?? null;
}

function breachFor(table: string, doc: Record<string, unknown>, serverMessage: string): Breach | null {
  const constraint = refusedConstraint(serverMessage);
  const named = constraint ? limitByConstraint(constraint) : undefined;
  if (named?.table === table) {
    const breach = breachOf(named, doc[named.column]);
    if (breach) return breach;
  }
  return breachIn(table, doc);
}

/** Why the server refused `doc`, from what the device holds and what the server answered. */
export function refusalOf(table: string, docId: string, doc: Record<string, unknown>, serverMessage: string): Refusal {
  const breach = breachFor(table, doc, serverMessage);
  if (!breach) return { reason: serverMessage, column: null, fix: null };
  return { reason: breachMessage(breach, 'sync'), column: breach.field.column, fix: fixScreenOf(table, docId) };
}
