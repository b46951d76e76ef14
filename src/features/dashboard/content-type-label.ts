import { STUDIO_TOOLS } from '#domain/content-types.ts';

/** A content type as people read it: the title of its studio tool ('Blog Articles'). */
export function contentTypeLabel(type: string): string {
  return STUDIO_TOOLS.find((tool) => tool.contentType === type)?.title ?? type;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
