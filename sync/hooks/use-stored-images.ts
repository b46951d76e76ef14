import { useEffect } from 'react';
import { wantStoredImages } from '../commands/image-commands.ts';
import { storedImages$ } from '../queries/live-queries.ts';
import type { StoredImageDoc } from '../schemas/stored-image-schema.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

const NONE: StoredImageDoc[] = [];

/**
 * The images at these Storage paths (made on another device of the user), by path: asks
 * for the ones this device does not have yet; each entry says wanted, ready or missing.
 */
export function useStoredImages(paths: readonly string[]): { images: Map<string, StoredImageDoc> } & ReadStatus {
  const key = paths.join('|');
  const { data, ...status } = useLiveQuery((s) => storedImages$(s.db, paths), `stored-images|${key}`, NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the paths.
  useEffect(() => {
    if (paths.length > 0) wantStoredImages(paths).catch(() => undefined);
  }, [key]);
  return { images: new Map(data.map((doc) => [doc.id, doc])), ...status };
}
