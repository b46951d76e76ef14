import { CONTENT_TYPES, STUDIO_TOOLS } from '#domain/content-types.ts';

/** A content type as people read it: the title of its studio tool ('Blog Articles'). */
export function contentTypeLabel(type: string): string {
  return STUDIO_TOOLS.find((tool) => tool.contentType === type)?.title ?? type;
}

export const CONTENT_TYPE_OPTIONS = CONTENT_TYPES.map((type) => ({ value: type, label: contentTypeLabel(type) }));
