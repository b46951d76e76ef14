import type { ContentType } from '../../domain/tools.ts';
import type { MasterPromptDoc } from '../schemas/master-prompt-schema.ts';
import { masterPrompts$ } from '../queries/live-queries.ts';
import { useLiveQuery } from './use-live-query.ts';

const NONE: MasterPromptDoc[] = [];

/** The active master prompts, of one content type when given. */
export function useMasterPrompts(contentType?: ContentType): { prompts: MasterPromptDoc[]; loading: boolean } {
  const { data, loading } = useLiveQuery((s) => masterPrompts$(s.db, contentType), `prompts|${contentType ?? ''}`, NONE);
  return { prompts: data, loading };
}
