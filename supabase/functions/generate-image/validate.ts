// Checks a generate-image request body and fills the optional fields, so the local
// backend and the hosted function accept and refuse exactly the same requests.
import {
  DEFAULT_PALETTE,
  IMAGE_SIZES,
  IMAGE_STYLES,
  type ImageSize,
  type ImageStyle,
  PALETTES,
  type Palette,
  PROMPT_MAX_LENGTH,
  TEXT_OVERLAY_MAX_LENGTH,
  WELLNESS_TYPES,
  type WellnessType,
} from './options.ts';

export type ImageRequest = {
  prompt: string;
  style: ImageStyle;
  size: ImageSize;
  palette: Palette;
  textOverlay: string;
  wellnessType: WellnessType;
};

export type Validation = { ok: true; request: ImageRequest } | { ok: false; error: string };

const fail = (error: string): Validation => ({ ok: false, error });

function choice<T extends string>(value: unknown, allowed: readonly T[], fallback: T, what: string): T | string {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  return `Unknown ${what} ${JSON.stringify(value)}: choose one of ${allowed.join(', ')}.`;
}

function findSize(value: unknown): ImageSize | string {
  const sizes = IMAGE_SIZES.map((s) => `${s.width}x${s.height}`).join(', ');
  if (typeof value !== 'object' || value === null) return `Please choose an image size (one of ${sizes}).`;
  const { width, height } = value as { width?: unknown; height?: unknown };
  const size = IMAGE_SIZES.find((s) => s.width === width && s.height === height);
  return size ?? `Unknown image size ${String(width)}x${String(height)}: choose one of ${sizes}.`;
}

function findPalette(value: unknown, wellnessType: WellnessType): Palette | string {
  const raw = typeof value === 'object' && value !== null ? (value as { value?: unknown }).value : value;
  const wanted = raw === undefined || raw === null || raw === '' ? DEFAULT_PALETTE[wellnessType] : raw;
  const palette = typeof wanted === 'string' ? PALETTES.find((p) => p.value === wanted || p.label.toLowerCase() === wanted.toLowerCase()) : undefined;
  return palette ?? `Unknown colour palette ${JSON.stringify(raw)}: choose one of ${PALETTES.map((p) => p.value).join(', ')}.`;
}

export function validateImageRequest(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('The request body must be a JSON object.');
  const input = body as Record<string, unknown>;
  const prompt = typeof input.prompt === 'string' ? input.prompt.trim() : '';
  if (prompt === '') return fail('Please enter a prompt');
  if (prompt.length > PROMPT_MAX_LENGTH) return fail(`The prompt is too long: at most ${PROMPT_MAX_LENGTH} characters.`);
  const style = choice(input.style, IMAGE_STYLES, 'photography', 'style');
  if (!(IMAGE_STYLES as readonly string[]).includes(style)) return fail(style);
  const wellnessType = choice(input.wellness_type, WELLNESS_TYPES, 'nature', 'wellness type');
  if (!(WELLNESS_TYPES as readonly string[]).includes(wellnessType)) return fail(wellnessType);
  const size = findSize(input.dimensions);
  if (typeof size === 'string') return fail(size);
  const palette = findPalette(input.colors, wellnessType as WellnessType);
  if (typeof palette === 'string') return fail(palette);
  if (input.textOverlay !== undefined && input.textOverlay !== null && typeof input.textOverlay !== 'string') {
    return fail('textOverlay must be text.');
  }
  const textOverlay = typeof input.textOverlay === 'string' ? input.textOverlay.trim() : '';
  if (textOverlay.length > TEXT_OVERLAY_MAX_LENGTH) {
    return fail(`The text overlay is too long: at most ${TEXT_OVERLAY_MAX_LENGTH} characters.`);
  }
  return {
    ok: true,
    request: { prompt, style: style as ImageStyle, size, palette, textOverlay, wellnessType: wellnessType as WellnessType },
  };
}
