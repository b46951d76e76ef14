import type { ContentType } from '../../domain/tools.ts';
import type { MasterPromptDoc } from '../schemas/master-prompt-schema.ts';
import { masterPrompts$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

const NONE: MasterPromptDoc[] = [];

/** The active master prompts, of one content type when given. */
export function useMasterPrompts(contentType?: ContentType): { prompts: MasterPromptDoc[] } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => masterPrompts$(s.db, contentType), `prompts|${contentType ?? ''}`, NONE);
  return { prompts: data, ...status };
}
