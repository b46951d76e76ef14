// What an upload carries, read as hosted Storage reads it: the bytes, the Content-Type
// exactly as sent (parameters such as `;charset=UTF-8` included), the Cache-Control the
// object is served with later (supabase-js sends `max-age=3600` by default), and the
// caller's own metadata (supabase-js `metadata`: a base64 `x-metadata` header, or a
// `metadata` form field beside the file).
import type { Context } from 'hono';
import { StorageError } from './storage-errors.ts';

export type Upload = { bytes: Uint8Array; contentType: string; cacheControl: string; userMetadata: Record<string, unknown> | null };

const badMetadata = () => new StorageError(400, 'InvalidRequest', 'The metadata must be a JSON object (x-metadata: base64 of it).');

function metadataObject(json: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badMetadata();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badMetadata();
  return value as Record<string, unknown>;
}

function headerMetadata(c: Context): Record<string, unknown> | null {
  const header = c.req.header('x-metadata');
  return header ? metadataObject(Buffer.from(header, 'base64').toString('utf8')) : null;
}

async function formUpload(c: Context): Promise<Upload> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'The upload is not valid multipart form data.');
  }
  let file: Blob | null = null;
  for (const value of form.values()) if (typeof value !== 'string') file = value;
  if (!file) throw new StorageError(400, 'InvalidRequest', 'The upload has no file.');
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: typeof cacheControl === 'string' && cacheControl !== '' ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: typeof metadata === 'string' ? metadataObject(metadata) : headerMetadata(c),
  };
}

export async function readUpload(c: Context): Promise<Upload> {
  const type = c.req.header('content-type')?.trim() ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) return formUpload(c);
  return {
    bytes: new Uint8Array(await c.req.arrayBuffer()),
    contentType: type || 'application/octet-stream',
    cacheControl: c.req.header('cache-control') ?? 'no-cache',
    userMetadata: headerMetadata(c),
  };
}

/** The media type without its parameters, lower-cased: what a bucket's allowed types name. */
export function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}
