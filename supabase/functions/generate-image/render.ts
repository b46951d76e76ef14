// The built-in image generator: a pure function from a validated request to an SVG of
// exactly the requested size. A gradient from the palette, a backdrop in the chosen
// style with shapes placed by a hash of the prompt, the wellness type's motif, and the
// text overlay wrapped and escaped. Same request, same picture; no network.
import { motif } from './motifs.ts';
import { hashText, r1, seededRandom } from './random.ts';
import { backdrop, motifPaint, STYLE_DEFS } from './style-layers.ts';
import { escapeXml, wrapText } from './text-layout.ts';
import type { ImageRequest } from './validate.ts';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

function overlay(text: string, width: number, height: number, ink: string, paper: string): string {
  if (text === '') return '';
  const unit = Math.min(width, height);
  const fontSize = Math.round(unit * 0.065);
  const maxChars = Math.max(8, Math.floor((width * 0.8) / (fontSize * 0.5)));
  const lines = wrapText(text, maxChars);
  const lineHeight = fontSize * 1.25;
  const bandHeight = lines.length * lineHeight + fontSize;
  const top = height * 0.94 - bandHeight;
  const tspans = lines
    .map((line, i) => `<tspan x="${r1(width / 2)}" y="${r1(top + fontSize * 0.5 + lineHeight * (i + 0.8))}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<rect x="${r1(width * 0.06)}" y="${r1(top)}" width="${r1(width * 0.88)}" height="${r1(bandHeight)}" rx="${r1(unit * 0.03)}" fill="${paper}" opacity="0.82"/><text text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" fill="${ink}">${tspans}</text>`;
}

export function renderImageSvg(request: ImageRequest): string {
  const { width, height } = request.size;
  const seed = hashText([request.prompt, request.wellnessType, request.style, request.palette.value, `${width}x${height}`].join('|'));
  const rnd = seededRandom(seed);
  const byLight = [...request.palette.colors].sort((a, b) => luminance(b) - luminance(a));
  const light = byLight.slice(0, 3);
  const dark = byLight.slice(-3).reverse();
  const from = rnd.pick(light);
  const to = rnd.pick(light.filter((c) => c !== from));
  const angle = Math.round(rnd.range(0, 360));
  const canvas = { width, height, colors: request.palette.colors, rnd };
  const shapes = 4 + (seed % 5);
  const unit = Math.min(width, height);
  const withText = request.textOverlay !== '';
  const scale = (unit * rnd.range(0.42, 0.56) * (withText ? 0.75 : 1)) / 100;
  const cx = width / 2 + rnd.range(-0.06, 0.06) * width;
  const cy = height * (withText ? 0.36 : 0.5);
  const motifColors = [...dark, ...light.slice(1)];
  const title = escapeXml(request.prompt);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${STYLE_DEFS}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    backdrop(request.style, canvas, shapes),
    `<g transform="translate(${r1(cx)} ${r1(cy)}) scale(${scale.toFixed(3)})"${request.style === 'watercolor' ? ' filter="url(#wash-motif)"' : ''}>`,
    motif(request.wellnessType, motifPaint(request.style, motifColors), seed >>> 8),
    '</g>',
    overlay(request.textOverlay, width, height, dark[0] ?? '#222222', light[0] ?? '#ffffff'),
    '</svg>',
  ].join('');
}

/** `data:image/svg+xml;base64,...` (btoa over UTF-8 bytes: the same in Node and Deno). */
export function svgDataUri(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
