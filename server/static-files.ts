// Picks the precompressed copy of a built file (dist/**/*.br, *.gz, written at build
// time by scripts/vite-precompress.ts) that the browser accepts: brotli first, then
// gzip, else the file itself. Answers vary by Accept-Encoding, so caches keep each.
import { stat } from 'node:fs/promises';

export type FileVariant = { file: string; headers: Record<string, string> };

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings named in an Accept-Encoding header, without those refused with q=0. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

/** A copy older than its file is stale (the file was replaced after the build): never sent. */
async function freshCopy(file: string, copy: string): Promise<boolean> {
  const [original, compressed] = await Promise.all([modifiedAt(file), modifiedAt(copy)]);
  return original !== undefined && compressed !== undefined && compressed >= original;
}

/** The file to send for `file` and the headers that say how it is encoded. */
export async function encodedVariant(file: string, acceptEncoding: string | undefined): Promise<FileVariant> {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name) || !(await freshCopy(file, `${file}${encoding.suffix}`))) continue;
    return { file: `${file}${encoding.suffix}`, headers: { 'Content-Encoding': encoding.name, Vary: 'Accept-Encoding' } };
  }
  const compressible = (await freshCopy(file, `${file}.br`)) || (await freshCopy(file, `${file}.gz`));
  return { file, headers: compressible ? { Vary: 'Accept-Encoding' } : {} };
}
