// A brief's days as the studio reads them: "20 Jun 2026 – 22 Jun 2026" in the reader's locale.
import { formatDate } from '../../ui/format.ts';

/** A YYYY-MM-DD day at noon, local time: the same calendar day in every time zone. */
function localDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12) : null;
}

/** The brief's first day, or its first and last; '' when it has none. */
export function briefDays(starts_on: string, ends_on: string): string {
  const first = formatDate(localDay(starts_on));
  const last = formatDate(localDay(ends_on));
  if (!first) return '';
  return last && last !== first ? `${first} – ${last}` : first;
}
