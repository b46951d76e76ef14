// Ids the device makes: uuids for rows of their own, "<user_id>:<content_type>" for
// the one-per-tool rows, so two offline devices converge on the same row.
import type { ContentType } from '../../domain/tools.ts';

export function newId(): string {
  return crypto.randomUUID();
}

export function userTypeId(userId: string, contentType: ContentType): string {
  return `${userId}:${contentType}`;
}
