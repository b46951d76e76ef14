// Exactly one tone template is the default while any exist: the
// first one made becomes it, and deleting it hands the flag to the newest other.
// Setting a default clears the others in the data layer (setDefaultTemplate).

type DefaultFlag = { id: string; is_default: boolean; created_at: string };

/** True when a new template must be the default: no template is the default yet. */
export function defaultForNewTemplate(templates: readonly DefaultFlag[]): boolean {
  return !templates.some((template) => template.is_default);
}

/** The template that inherits the default when `deletedId` goes, or null when none must. */
export function successorAfterDelete(templates: readonly DefaultFlag[], deletedId: string): string | null {
  const others = templates.filter((template) => template.id !== deletedId);
  if (others.length === 0 || others.some((template) => template.is_default)) return null;
  const newest = [...others].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  return newest?.id ?? null;
}
