/** How much of a master prompt the pre-built prompt lists show. */
export const PROMPT_PREVIEW_CHARACTERS = 100;

/** The prompt's first 100 characters, with '...' when it was cut. */
export function promptPreview(text: string, limit = PROMPT_PREVIEW_CHARACTERS): string {
  const flat = text.trim();
  return flat.length > limit ? `${flat.slice(0, limit)}...` : flat;
}
