// The backdrop each style paints between the gradient and the motif, and how it paints
// the motif itself (flat fills, fine outlines, soft washes).
import type { Paint } from './motifs.ts';
import type { ImageStyle } from './options.ts';
import { type Random, r1 } from './random.ts';

export type Canvas = { width: number; height: number; colors: readonly string[]; rnd: Random };

/** A closed, smooth, irregular shape around (cx, cy). */
function blob(cx: number, cy: number, radius: number, rnd: Random): string {
  const count = 7;
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (Math.PI * 2 * i) / count;
    const r = radius * rnd.range(0.72, 1.12);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
  });
  const mid = (a: readonly number[], b: readonly number[]) => [((a[0] ?? 0) + (b[0] ?? 0)) / 2, ((a[1] ?? 0) + (b[1] ?? 0)) / 2];
  const start = mid(points[count - 1] ?? [0, 0], points[0] ?? [0, 0]);
  let d = `M${r1(start[0] ?? 0)} ${r1(start[1] ?? 0)}`;
  points.forEach((point, i) => {
    const end = mid(point, points[(i + 1) % count] ?? point);
    d += ` Q${r1(point[0])} ${r1(point[1])} ${r1(end[0] ?? 0)} ${r1(end[1] ?? 0)}`;
  });
  return `${d}Z`;
}

function scatter(canvas: Canvas, count: number, draw: (x: number, y: number, size: number, color: string) => string): string {
  const { width, height, colors, rnd } = canvas;
  const unit = Math.min(width, height);
  return Array.from({ length: count }, () =>
    draw(rnd.range(0, width), rnd.range(0, height), rnd.range(0.04, 0.22) * unit, rnd.pick(colors)),
  ).join('');
}

export const STYLE_DEFS = `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
<filter id="wash" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="7"/><feDisplacementMap in="SourceGraphic" scale="38"/><feGaussianBlur stdDeviation="3"/></filter>
<filter id="wash-motif" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.08" numOctaves="2" seed="3"/><feDisplacementMap in="SourceGraphic" scale="4"/><feGaussianBlur stdDeviation="0.5"/></filter>
<radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;

export function backdrop(style: ImageStyle, canvas: Canvas, count: number): string {
  const { width, height, colors, rnd } = canvas;
  const unit = Math.min(width, height);
  switch (style) {
    case 'photography':
      return `<g filter="url(#soft)" opacity="0.45">${scatter(canvas, count + 6, (x, y, s, c) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s / 2)}" fill="${c}"/>`)}</g><rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
    case 'illustration':
      return scatter(canvas, count, (x, y, s, c) => `<path d="${blob(x, y, s, rnd)}" fill="${c}" opacity="0.85"/>`);
    case 'minimalist':
      return `<circle cx="${r1(width * rnd.range(0.2, 0.8))}" cy="${r1(height * rnd.range(0.15, 0.4))}" r="${r1(unit * 0.28)}" fill="${rnd.pick(colors)}" opacity="0.25"/><line x1="${r1(width * 0.12)}" y1="${r1(height * 0.82)}" x2="${r1(width * 0.88)}" y2="${r1(height * 0.82)}" stroke="${rnd.pick(colors)}" stroke-width="2" opacity="0.6"/>`;
    case 'watercolor':
      return `<g filter="url(#wash)" opacity="0.55">${scatter(canvas, count + 2, (x, y, s, c) => `<path d="${blob(x, y, s * 1.4, rnd)}" fill="${c}"/>`)}</g>`;
    case 'modern':
      return scatter(canvas, count, (x, y, s, c) => {
        const angle = r1(rnd.range(-30, 30));
        return rnd.next() < 0.5
          ? `<rect x="${r1(x - s / 2)}" y="${r1(y - s / 2)}" width="${r1(s)}" height="${r1(s * 0.6)}" rx="${r1(s * 0.08)}" fill="${c}" opacity="0.7" transform="rotate(${angle} ${r1(x)} ${r1(y)})"/>`
          : `<path d="M${r1(x)} ${r1(y - s / 2)} L${r1(x + s / 2)} ${r1(y + s / 2)} L${r1(x - s / 2)} ${r1(y + s / 2)}Z" fill="${c}" opacity="0.7"/>`;
      });
    case 'traditional': {
      const inset = unit * 0.035;
      const rings = Array.from({ length: 6 }, (_, i) => `<circle cx="${r1(width / 2)}" cy="${r1(height / 2)}" r="${r1(unit * (0.18 + i * 0.07))}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="2" stroke-dasharray="${r1(6 + i * 2)} 6" opacity="0.5"/>`);
      return `${rings.join('')}<rect x="${r1(inset)}" y="${r1(inset)}" width="${r1(width - inset * 2)}" height="${r1(height - inset * 2)}" fill="none" stroke="${colors[0]}" stroke-width="${r1(unit * 0.012)}" rx="${r1(unit * 0.02)}"/>`;
    }
  }
}

/** How the motif's parts are painted in `style`: part i takes the i-th motif colour. */
export function motifPaint(style: ImageStyle, colors: readonly string[]): Paint {
  const color = (index: number) => colors[index % colors.length] ?? '#444444';
  const line = (i: number, width: number) => `fill="none" stroke="${color(i)}" stroke-width="${width}" stroke-linecap="round"`;
  if (style === 'minimalist') return { shape: (i) => line(i, 2.2), line: (i, width) => line(i, Math.min(width, 2.2)) };
  if (style === 'illustration') {
    return { shape: (i) => `fill="${color(i)}" stroke="${color(colors.length - 1)}" stroke-width="1.5"`, line };
  }
  if (style === 'watercolor') return { shape: (i) => `fill="${color(i)}" fill-opacity="0.75"`, line };
  return { shape: (i) => `fill="${color(i)}"`, line };
}
