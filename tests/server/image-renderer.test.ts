// The generate-image function's pure parts: its choice lists agree with the app's,
// validation messages, and the renderer (deterministic, exact size, well-formed,
// overlay escaped, different prompts give different pictures).
import { describe, expect, it } from 'vitest';
import { COLOR_PALETTES, IMAGE_SIZES as APP_SIZES, IMAGE_STYLES as APP_STYLES, IMAGE_WELLNESS_TYPES } from '../../domain/media-options.ts';
import { IMAGE_SIZES, IMAGE_STYLES, PALETTES, WELLNESS_TYPES } from '../../supabase/functions/generate-image/options.ts';
import { providerSize } from '../../supabase/functions/generate-image/provider.ts';
import { renderImageSvg, svgDataUri } from '../../supabase/functions/generate-image/render.ts';
import { wrapText } from '../../supabase/functions/generate-image/text-layout.ts';
import { type ImageRequest, validateImageRequest } from '../../supabase/functions/generate-image/validate.ts';

const body = {
  prompt: '  Herbal tea ritual at dusk  ',
  style: 'illustration',
  dimensions: { value: 'header', label: 'Blog Header (1200x630)', width: 1200, height: 630 },
  colors: 'earth-tones',
  textOverlay: ' Slow down ',
  wellness_type: 'ayurveda',
};

function valid(input: Record<string, unknown>): ImageRequest {
  const result = validateImageRequest(input);
  if (!result.ok) throw new Error(result.error);
  return result.request;
}

/** Each start tag's attribute names are unique (a duplicate makes the SVG unreadable). */
function duplicateAttributes(svg: string): string[] {
  const problems: string[] = [];
  for (const tag of svg.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const names = [...tag.matchAll(/\s([a-zA-Z:-]+)="/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) problems.push(tag);
  }
  return problems;
}

describe('options', () => {
  it('match the app catalogue (sizes, styles, wellness types, the seven palettes)', () => {
    expect(IMAGE_SIZES).toEqual(APP_SIZES);
    expect(IMAGE_STYLES).toEqual(APP_STYLES.map((s) => s.value));
    expect(WELLNESS_TYPES).toEqual(IMAGE_WELLNESS_TYPES.map((t) => t.value));
    expect(PALETTES).toEqual(COLOR_PALETTES);
    expect(PALETTES).toHaveLength(7);
  });
});

describe('validation', () => {
  it('trims the prompt and overlay and accepts a palette by value, label or option object', () => {
    const request = valid(body);
    expect(request).toMatchObject({ prompt: 'Herbal tea ritual at dusk', textOverlay: 'Slow down', style: 'illustration', wellnessType: 'ayurveda' });
    expect(valid({ ...body, colors: 'Ocean Calm' }).palette.value).toBe('ocean-calm');
    expect(valid({ ...body, colors: { value: 'chakra', label: 'Chakra' } }).palette.value).toBe('chakra');
    expect(valid({ ...body, colors: undefined, style: undefined }).palette.value).toBe('earth-tones');
  });

  it('explains each refusal', () => {
    const error = (input: unknown) => {
      const result = validateImageRequest(input);
      return result.ok ? 'accepted' : result.error;
    };
    expect(error({ ...body, prompt: ' \n ' })).toBe('Please enter a prompt');
    expect(error({ ...body, prompt: 42 })).toBe('Please enter a prompt');
    expect(error({ ...body, prompt: 'x'.repeat(2001) })).toContain('at most 2000 characters');
    expect(error({ ...body, dimensions: { width: 1080, height: 1081 } })).toContain('Unknown image size 1080x1081');
    expect(error({ ...body, dimensions: undefined })).toContain('Please choose an image size');
    expect(error({ ...body, style: 'cubism' })).toContain('Unknown style "cubism"');
    expect(error({ ...body, wellness_type: 'astrology' })).toContain('Unknown wellness type "astrology"');
    expect(error({ ...body, colors: 'neon' })).toContain('Unknown colour palette "neon"');
    expect(error({ ...body, textOverlay: 7 })).toBe('textOverlay must be text.');
    expect(error([body])).toBe('The request body must be a JSON object.');
  });
});

describe('renderer', () => {
  it('draws every style, type and size at exactly the requested size, well-formed', () => {
    for (const [i, size] of IMAGE_SIZES.entries()) {
      for (const [j, style] of IMAGE_STYLES.entries()) {
        const wellness = WELLNESS_TYPES[(i + j) % WELLNESS_TYPES.length];
        const svg = renderImageSvg(valid({ ...body, style, wellness_type: wellness, dimensions: size, colors: undefined }));
        expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"`)).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(duplicateAttributes(svg)).toEqual([]);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('is deterministic, varies with the prompt, and escapes the overlay and the prompt', () => {
    const a = renderImageSvg(valid(body));
    expect(renderImageSvg(valid(body))).toBe(a);
    expect(renderImageSvg(valid({ ...body, prompt: 'Herbal tea ritual at dawn' }))).not.toBe(a);
    const hostile = renderImageSvg(valid({ ...body, prompt: '<script>alert(1)</script>', textOverlay: 'Tea & "calm" <now>' }));
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('&lt;script&gt;');
    expect(hostile).toContain('Tea &amp; &quot;calm&quot; &lt;now&gt;');
  });

  it('wraps long overlays to at most five lines and encodes UTF-8 in the data URI', () => {
    const lines = wrapText('breathe '.repeat(60), 20);
    expect(lines).toHaveLength(5);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines[4]?.endsWith('…')).toBe(true);
    const uri = svgDataUri(renderImageSvg(valid({ ...body, textOverlay: 'Mahébourg · 静けさ' })));
    expect(Buffer.from(uri.split(',')[1] ?? '', 'base64').toString('utf8')).toContain('Mahébourg · 静けさ');
  });

  it('asks a provider for the closest shape', () => {
    expect(providerSize(valid(body))).toBe('1536x1024');
    expect(providerSize(valid({ ...body, dimensions: IMAGE_SIZES[3] }))).toBe('1024x1536');
    expect(providerSize(valid({ ...body, dimensions: IMAGE_SIZES[0] }))).toBe('1024x1024');
  });
});
