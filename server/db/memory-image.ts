// What a new in-memory PGlite database starts from: nothing (initdb, then every migration)
// unless the process has named a memory image, a tar of a migrated database's data
// directory (PgliteDatabase.dumpImage). A process that opens many in-memory databases (the
// test suites, one or more per test file) then copies that image instead of migrating each
// one; migrations newer than the image still apply on open.
import { readFile } from 'node:fs/promises';

let image: { file: string; blob?: Promise<Blob> } | null = null;

/** New in-memory databases of this process start as a copy of the tar at `file`. */
export function startInMemoryFrom(file: string): void {
  image = { file };
}

/** The image's bytes (read once), or undefined when none is set. */
export function memoryImage(): Promise<Blob> | undefined {
  if (!image) return undefined;
  image.blob ??= readFile(image.file).then((bytes) => new Blob([bytes]));
  return image.blob;
}
