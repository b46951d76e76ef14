// The optional real image provider of the hosted function: any OpenAI-compatible
// `images/generations` endpoint (IMAGE_PROVIDER_URL, IMAGE_PROVIDER_MODEL), called only
// when IMAGE_PROVIDER_API_KEY is set. The request's choices become one prompt.
import type { ImageRequest } from './validate.ts';

export const DEFAULT_PROVIDER_URL = 'https://api.openai.com/v1/images/generations';
export const DEFAULT_PROVIDER_MODEL = 'gpt-image-1';

export function providerPrompt(request: ImageRequest): string {
  const parts = [
    request.prompt,
    `Style: ${request.style}.`,
    `Theme: ${request.wellnessType} wellness.`,
    `Colour palette: ${request.palette.label} (${request.palette.colors.join(', ')}).`,
  ];
  if (request.textOverlay) parts.push(`Leave calm space for the overlaid text "${request.textOverlay}".`);
  return parts.join(' ');
}

/** The provider size closest in shape to the requested one (square, landscape or portrait). */
export function providerSize(request: ImageRequest): string {
  const ratio = request.size.width / request.size.height;
  if (ratio > 1.15) return '1536x1024';
  if (ratio < 0.87) return '1024x1536';
  return '1024x1024';
}

type ProviderAnswer = { data?: Array<{ url?: string; b64_json?: string }>; error?: { message?: string } };

/** A URL or data URI from the provider; throws with the provider's message on failure. */
export async function providerImage(request: ImageRequest, apiKey: string, url: string, model: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, prompt: providerPrompt(request), size: providerSize(request), n: 1 }),
  });
  const answer = (await response.json().catch(() => ({}))) as ProviderAnswer;
  const item = answer.data?.[0];
  if (!response.ok || !item) throw new Error(answer.error?.message ?? `Image provider answered ${response.status}`);
  if (item.url) return item.url;
  if (item.b64_json) return `data:image/png;base64,${item.b64_json}`;
  throw new Error('Image provider answered without an image');
}
