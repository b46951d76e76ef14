// One text form for every timestamp a document holds, so that equal instants are
// equal strings whether they came from Postgres ("2025-01-01 10:00:00.12+00",
// "2025-01-01T10:00:00.123456+00:00") or from the device (Date#toISOString).
// Microseconds are kept: Postgres stores them and a round trip must not change a row.

const PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** "YYYY-MM-DDTHH:MM:SS.ffffffZ" in UTC; any other string is returned as it is. */
export function normalizeTimestamp(value: string): string {
  const match = PATTERN.exec(value);
  if (!match) return value;
  const [, date, time, fraction = '', zone = 'Z'] = match;
  const micros = fraction.padEnd(6, '0');
  const offsetMinutes = zoneOffsetMinutes(zone);
  const millis = Date.parse(`${date}T${time}Z`) - offsetMinutes * 60_000;
  if (Number.isNaN(millis)) return value;
  const seconds = new Date(millis).toISOString().slice(0, 19);
  return `${seconds}.${micros}Z`;
}

function zoneOffsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4) || '0');
  return sign * (hours * 60 + minutes);
}

/** The device's current time in the normalised form. */
export function nowTimestamp(): string {
  return normalizeTimestamp(new Date().toISOString());
}
