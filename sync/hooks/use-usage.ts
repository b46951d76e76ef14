import type { UsageRecordDoc } from '../schemas/usage-record-schema.ts';
import { usage$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

const NONE: UsageRecordDoc[] = [];

/** Usage recorded on this device, newest first, since an ISO time when given. */
export function useUsage(sinceIso?: string): { records: UsageRecordDoc[] } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => usage$(s.db, sinceIso), `usage|${sinceIso ?? ''}`, NONE);
  return { records: data, ...status };
}
