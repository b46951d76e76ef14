import type { ContentType } from '../../domain/tools.ts';
import type { GeneratorDraftDoc } from '../schemas/generator-draft-schema.ts';
import { draft$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

/** The saved form and output of one content tool (null when none or cleared). */
export function useDraft(contentType: ContentType): { draft: GeneratorDraftDoc | null } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => draft$(s.db, s.userId, contentType), `draft|${contentType}`, null);
  return { draft: data, ...status };
}
