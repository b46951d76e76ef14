// The earlier texts of a history item: regenerating a piece replaces its text, and the
// text it had is kept in its metadata (`versions`, newest first, the last few), so it can
// be read and restored from the history.

export const VERSIONS_KEY = 'versions';
/** How many earlier texts an item keeps: enough to go back a few takes, never a growing log. */
export const MAX_VERSIONS = 5;

export type HistoryVersion = { title: string; text: string; at: string };

function isVersion(value: unknown): value is HistoryVersion {
  const version = value as HistoryVersion | null;
  return typeof version === 'object' && version !== null && typeof version.text === 'string' && typeof version.at === 'string' && typeof version.title === 'string';
}

/** The item's earlier texts, newest first (none when its metadata holds none, or garbage). */
export function versionsOf(metadata: Readonly<Record<string, unknown>> | undefined): HistoryVersion[] {
  const kept = metadata?.[VERSIONS_KEY];
  return Array.isArray(kept) ? kept.filter(isVersion) : [];
}

/** The metadata with `earlier` kept as the newest version (the same text twice in a row is kept once), at most MAX_VERSIONS. */
export function withVersion(metadata: Readonly<Record<string, unknown>>, earlier: HistoryVersion): Record<string, unknown> {
  const versions = versionsOf(metadata);
  if (earlier.text === '' || versions[0]?.text === earlier.text) return { ...metadata };
  return { ...metadata, [VERSIONS_KEY]: [earlier, ...versions].slice(0, MAX_VERSIONS) };
}
