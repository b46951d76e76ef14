// How the screens write dates, numbers and content types. Dates and numbers follow
// the reader's own locale (the browser's), so one studio sees '18 Nov 2026' and
// another 'Nov 18, 2026'; content types read as the name of their tool.
// Each format's Intl formatter is made once (intl-formats.ts).
import { CONTENT_TYPES, toolOfType } from '#domain/tools.ts';
import { dayFormat, dayMonthFormat, momentFormat, numberFormat } from './intl-formats.ts';

function validDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day: '18 Nov 2026' (en-GB), 'Nov 18, 2026' (en-US); '' when missing or invalid. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = validDate(value);
  return date ? dayFormat().format(date) : '';
}

/** A day without its year, for short axes: '18 Nov'. */
export function formatDayMonth(value: string | Date): string {
  const date = validDate(value);
  return date ? dayMonthFormat().format(date) : '';
}

/** A moment: '18 Nov 2026, 09:30'; '' when invalid. */
export function formatDateTime(value: string | Date): string {
  const date = validDate(value);
  return date ? momentFormat().format(date) : '';
}

/** A count with the reader's digit grouping: '12,480'. */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/** A content type as people read it: the history label of its tool ('seo' -> 'SEO Content Optimizer'). */
export function contentTypeLabel(type: string): string {
  return toolOfType(type)?.historyLabel ?? type;
}

/** Every content type as a choice of a select. */
export const CONTENT_TYPE_OPTIONS = CONTENT_TYPES.map((type) => ({ value: type, label: contentTypeLabel(type) }));
