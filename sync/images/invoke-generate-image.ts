// One call of the generate-image function with the checked access token. A refusal
// that retrying cannot change (invalid request, no credits) is an answer, not an
// error; a network failure or a 5xx throws so that the request loop retries it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { failureKindOf, RemoteError } from '../remote-error.ts';
import type { ImageJobDoc } from '../schemas/image-job-schema.ts';

/** `drawn`: the function's built-in renderer made it (no image provider is configured). */
export type ImageAnswer = { ok: true; image: string; drawn: boolean } | { ok: false; error: string };

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    return String(body.error ?? body.message ?? `The image could not be generated (${response.status}).`);
  } catch {
    return `The image could not be generated (${response.status}).`;
  }
}

/** `studioId`: the studio whose credits pay (the one this device database holds). */
export async function invokeGenerateImage(client: SupabaseClient, job: ImageJobDoc, accessToken: string, studioId: string): Promise<ImageAnswer> {
  const body = {
    studio_id: studioId,
    prompt: job.prompt,
    style: job.style,
    dimensions: job.dimensions,
    colors: job.colors,
    textOverlay: job.text_overlay,
    wellness_type: job.wellness_type,
  };
  const { data, error } = await client.functions.invoke<{ image?: unknown; drawn?: unknown }>('generate-image', {
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const kind = failureKindOf(response.status);
    if (kind === 'request') return { ok: false, error: await errorMessage(response) };
    throw new RemoteError(kind, await errorMessage(response), response.status);
  }
  if (error instanceof FunctionsFetchError) throw new RemoteError('network', error.message, 0);
  if (error instanceof FunctionsRelayError || error) throw new RemoteError('server', error.message, 500);
  if (typeof data?.image !== 'string') throw new RemoteError('server', 'The image service sent no image.', 200);
  return { ok: true, image: data.image, drawn: data.drawn === true };
}
