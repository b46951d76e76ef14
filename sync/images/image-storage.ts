// Generated images in Storage: the private `images` bucket, one folder per user
// (migration 0800). A refusal retrying cannot change (too large, a type the bucket
// refuses, no policy) is an answer; a network failure or a 5xx throws a RemoteError so
// that the request loop retries it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { RemoteError } from '../remote-error.ts';

export const IMAGE_BUCKET = 'images';

const EXTENSIONS: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The media type of a data URI ("data:image/png;base64,..."), or null. */
function dataUriType(image: string): string | null {
  const match = /^data:([^;,]+)/.exec(image);
  return match ? match[1]!.toLowerCase() : null;
}

/** Where a job's image goes in the bucket; null when it is not an image the bucket takes. */
export function imagePathFor(userId: string, jobId: string, image: string): string | null {
  const type = dataUriType(image);
  const extension = type ? EXTENSIONS[type] : image.startsWith('https://') ? 'png' : undefined;
  return extension ? `${userId}/${jobId}.${extension}` : null;
}

/** The bytes of a generated image: a data URI decoded, a provider's https URL fetched. */
export async function imageBlob(image: string): Promise<Blob> {
  if (image.startsWith('data:')) {
    const comma = image.indexOf(',');
    const header = image.slice(5, comma);
    const payload = image.slice(comma + 1);
    const type = header.split(';')[0] || 'application/octet-stream';
    if (header.endsWith(';base64')) {
      const binary = atob(payload);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
      return new Blob([bytes], { type });
    }
    return new Blob([decodeURIComponent(payload)], { type });
  }
  const response = await fetch(image);
  if (!response.ok) throw new RemoteError(response.status >= 500 ? 'server' : 'request', `The image could not be read (${response.status}).`, response.status);
  return response.blob();
}

/** A Blob as a data URI, for <img> and for keeping on the device. */
export async function blobDataUri(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

function storageFailure(error: unknown): { status: number; message: string } {
  const { status, message } = error as { status?: unknown; message?: unknown };
  return { status: typeof status === 'number' ? status : 0, message: typeof message === 'string' ? message : String(error) };
}

function throwIfRetryable(status: number, message: string): void {
  if (status === 0) throw new RemoteError('network', message, 0);
  if (status === 401) throw new RemoteError('auth', message, 401);
  if (status >= 500) throw new RemoteError('server', message, status);
}

export type UploadAnswer = { ok: true } | { ok: false; error: string };

/** Puts the image at `path` (replacing what a retried upload left there). */
export async function uploadImage(client: SupabaseClient, path: string, blob: Blob): Promise<UploadAnswer> {
  const { error } = await client.storage.from(IMAGE_BUCKET).upload(path, blob, { upsert: true, contentType: blob.type });
  if (!error) return { ok: true };
  const failure = storageFailure(error);
  throwIfRetryable(failure.status, failure.message);
  return { ok: false, error: failure.message };
}

export type DownloadAnswer = { ok: true; image: string } | { ok: false };

/** The image at `path` as a data URI; not ok when it is not there (or not this user's). */
export async function downloadImage(client: SupabaseClient, path: string): Promise<DownloadAnswer> {
  const { data, error } = await client.storage.from(IMAGE_BUCKET).download(path);
  if (data) return { ok: true, image: await blobDataUri(data) };
  const failure = storageFailure(error);
  throwIfRetryable(failure.status, failure.message);
  return { ok: false };
}
