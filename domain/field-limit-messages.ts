// What a person reads about a limit: the counter beside a field, the note under it,
// and the sentence naming the field and its limit when a value is refused (before it
// is saved, or by the server when it syncs).
import type { Breach } from './field-limit-check.ts';
import type { Limit } from './field-limits.ts';

const figure = (value: number) => value.toLocaleString('en');

/** When a field's counter appears: past this share of its limit. */
export const COUNTER_FROM = 0.8;

export const LIMIT_TEXT = {
  counter: (used: number, max: number) => `${figure(used)}/${figure(max)}`,
  tooLong: (max: number, over: number) => `Too long: ${figure(max)} characters at most (${figure(over)} over).`,
  required: 'This is needed.',
} as const;

/** Whether a field holding `used` characters shows its counter. */
export function showsCounter(used: number, max: number): boolean {
  return used > max * COUNTER_FROM;
}

function rangeOf(limit: Limit): string {
  const min = 'min' in limit ? limit.min : undefined;
  const max = 'max' in limit ? limit.max : undefined;
  if (min !== undefined && max !== undefined) return `between ${figure(min)} and ${figure(max)}`;
  if (min !== undefined) return `at least ${figure(min)}`;
  return `at most ${figure(max ?? 0)}`;
}

function statement(breach: Breach): { says: string; fix: string } {
  const { subject, limit } = breach.field;
  const actual = figure(breach.actual);
  switch (breach.problem) {
    case 'too-long':
      return { says: `${subject} is ${actual} characters; the most is ${figure('max' in limit ? (limit.max ?? 0) : 0)}.`, fix: 'Shorten it' };
    case 'too-short': {
      const min = 'min' in limit ? (limit.min ?? 1) : 1;
      return { says: min === 1 ? `${subject} is empty.` : `${subject} is ${actual} characters; the least is ${figure(min)}.`, fix: 'Fill it in' };
    }
    case 'too-many':
      return { says: `${subject} hold ${actual} entries; the most is ${figure(limit.kind === 'list' ? limit.maxItems : 0)}.`, fix: 'Remove some' };
    case 'entry-too-long':
      return {
        says: `${subject} hold an entry of ${actual} characters; the most is ${figure(limit.kind === 'list' ? limit.maxLength : 0)}.`,
        fix: 'Shorten it',
      };
    case 'out-of-range':
      return { says: `${subject} is ${actual}; it must be ${rangeOf(limit)}.`, fix: 'Change it' };
    case 'too-big':
      return { says: `${subject} take ${actual} bytes; the most is ${figure(limit.kind === 'object' ? limit.maxBytes : 0)}.`, fix: 'Shorten them' };
    case 'not-an-email':
      return { says: `${subject} is not an email address like name@example.com.`, fix: 'Correct it' };
    case 'not-a-link':
      return { says: `${subject} is not a web address like https://example.com/post.`, fix: 'Correct it' };
    case 'not-a-date':
      return { says: `${subject} is not a date written YYYY-MM-DD.`, fix: 'Correct it' };
    case 'not-a-time-zone':
      return { says: `${subject} is not a time zone like Europe/London.`, fix: 'Choose another' };
    case 'not-a-choice':
      return { says: `${subject} is not one of ${limit.kind === 'choice' ? limit.values.join(', ') : 'the choices'}.`, fix: 'Choose another' };
  }
}

/** "The tone template's description is 5,000 characters; the most is 1,000. Shorten it to save." */
export function breachMessage(breach: Breach, to: 'save' | 'sync'): string {
  const { says, fix } = statement(breach);
  return `${says} ${fix} to ${to}.`;
}

/** A refused value: the command writes nothing, and the screen shows the message and marks the field. */
export class FieldLimitError extends Error {
  constructor(readonly breach: Breach) {
    super(breachMessage(breach, 'save'));
    this.name = 'FieldLimitError';
  }

  get table(): string {
    return this.breach.field.table;
  }

  get column(): string {
    return this.breach.field.column;
  }
}
