// How the This device section writes sizes: binary units, one decimal under 10 ("4.2 MB"),
// whole above ("312 MB"), in the reader's locale.
import { numberFormat } from '../../../ui/intl-formats.ts';

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${numberFormat().format(rounded)} ${UNITS[unit]}`;
}

/** The share of the quota in use, 0-100, for the meter. */
export function usedPercent(usage: number, quota: number): number {
  if (quota <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((usage / quota) * 100)));
}
