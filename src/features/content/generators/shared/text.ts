// Small string helpers shared by the generators, the same in every language (the
// rules of one language live in its pack's grammar).

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Trimmed, non-empty, without case-insensitive duplicates, in order. */
export function cleanList(items: readonly (string | undefined | null)[] | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items ?? []) {
    const value = (item ?? '').trim().replace(/\s+/g, ' ');
    if (value && !seen.has(value.toLowerCase())) {
      seen.add(value.toLowerCase());
      result.push(value);
    }
  }
  return result;
}

export function isBlank(value: string | undefined | null): boolean {
  return !value || value.trim() === '';
}

/** Replaces {slot} marks; a slot missing from `slots` stays visible so tests catch it. */
export function fill(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (mark, key: string) => slots[key] ?? mark);
}

/** Cuts at a word boundary so the result, ellipsis included, fits `max` characters. */
export function truncateAtWord(text: string, max: number, ellipsis = '…'): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const room = clean.slice(0, Math.max(0, max - ellipsis.length));
  const cut = room.lastIndexOf(' ');
  return `${(cut > max / 2 ? room.slice(0, cut) : room).replace(/[\s,;:.!?-]+$/, '')}${ellipsis}`;
}
