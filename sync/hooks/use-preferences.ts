import type { ContentType } from '../../domain/tools.ts';
import { preferences$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

type Preferences = Partial<Record<ContentType, Record<string, unknown>>>;
const NONE: Preferences = {};

/** Saved content preferences per content type; a type never saved is absent (`mergePreferences()` fills in the defaults). */
export function usePreferences(): { preferences: Preferences } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => preferences$(s.db), 'preferences', NONE);
  return { preferences: data, ...status };
}
