// A content type's preferences as the generators and the preferences screen use
// them: the product's defaults, overlaid with what the user stored (the jsonb
// default_settings of content_preferences). Stored values of the wrong type, and
// keys the product does not know, are ignored so old or hand-edited rows cannot
// break a screen.

import { type ContentPreferences, DEFAULT_CONTENT_PREFERENCES, type PreferenceType } from './brand.ts';

export function mergePreferences<T extends PreferenceType>(type: T, stored?: unknown): ContentPreferences[T] {
  const defaults = DEFAULT_CONTENT_PREFERENCES[type];
  const merged: Record<string, unknown> = { ...defaults };
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      const fallback = (defaults as Record<string, unknown>)[key];
      if (fallback !== undefined && typeof value === typeof fallback && !(typeof value === 'number' && !Number.isFinite(value))) {
        merged[key] = value;
      }
    }
  }
  return merged as ContentPreferences[T];
}
