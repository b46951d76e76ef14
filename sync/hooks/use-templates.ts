import type { ToneTemplateDoc } from '../schemas/tone-template-schema.ts';
import { templates$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

const NONE: ToneTemplateDoc[] = [];

/** Tone templates, newest first, and the default one. */
export function useTemplates(): { templates: ToneTemplateDoc[]; defaultTemplate: ToneTemplateDoc | null } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => templates$(s.db), 'templates', NONE);
  return { templates: data, defaultTemplate: data.find((template) => template.is_default) ?? null, ...status };
}
