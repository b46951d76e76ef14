// Source text that announces something (a day, a date, a time, a price) is the studio's
// news: the tools present it in the studio's own voice, not as a quotation.

const DAY = /\b(mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(tonight|tomorrow|this weekend)\b/i;
const TIME_OR_PRICE = /\b\d{1,2}([:.]\d{2})?\s?(am|pm)\b|\b\d{1,2}\s(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b|\bRs\.?\s?\d|[$€£]\s?\d/i;

/** True for text that gives a day, a date, a time or a price. */
export function announces(excerpt: string | undefined): boolean {
  return !!excerpt && (DAY.test(excerpt) || TIME_OR_PRICE.test(excerpt));
}
