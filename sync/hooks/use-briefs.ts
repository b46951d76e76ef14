// The studio's briefs as live reads: the list newest first, and one brief by id.
import { of } from 'rxjs';
import type { Brief } from '../../domain/brief.ts';
import { brief$, briefs$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

const NONE: Brief[] = [];

/** The studio's briefs, newest first. */
export function useBriefs(): { briefs: Brief[] } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => briefs$(s.db), 'briefs', NONE);
  return { briefs: data, ...status };
}

/** One brief of the studio: null while no id is given, the device holds none by it, or it is still loading. */
export function useBrief(id: string | undefined): Brief | null {
  return useLiveQuery((s) => (id ? brief$(s.db, id) : of(null)), `brief|${id ?? ''}`, null).data;
}
