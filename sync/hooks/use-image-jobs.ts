import type { ImageJobDoc } from '../schemas/image-job-schema.ts';
import { imageJobs$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

const NONE: ImageJobDoc[] = [];

/** Image requests, newest first: queued (waiting for the network), generating, done, failed. */
export function useImageJobs(): { jobs: ImageJobDoc[] } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => imageJobs$(s.db), 'image-jobs', NONE);
  return { jobs: data, ...status };
}
