// The centre-piece of each wellness type, drawn in a 100 x 100 box around (0, 0) and
// placed and scaled by the renderer. `paint.shape(i)` gives the fill (or outline) of
// the i-th part and `paint.line(i, width)` a stroke, so a style can turn the same
// motif into flat shapes or fine lines.
import type { WellnessType } from './options.ts';
import { r1 } from './random.ts';

export type Paint = { shape: (index: number) => string; line: (index: number, width: number) => string };

const leaf = (x: number, y: number, length: number, angle: number, paint: string) =>
  `<path transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})" d="M0 0 Q${r1(length * 0.35)} ${r1(-length / 2)} 0 ${r1(-length)} Q${r1(-length * 0.35)} ${r1(-length / 2)} 0 0Z" ${paint}/>`;

function lotus(paint: Paint, petals: number): string {
  const parts: string[] = [`<circle cx="0" cy="-8" r="34" ${paint.shape(4)} opacity="0.35"/>`];
  for (let i = 0; i < petals; i += 1) {
    const angle = -70 + (140 * i) / Math.max(1, petals - 1);
    parts.push(leaf(0, 22, 44, angle, paint.shape(i % 3)));
  }
  parts.push(`<ellipse cx="0" cy="24" rx="36" ry="6" ${paint.shape(3)}/>`);
  return parts.join('');
}

function herbs(paint: Paint): string {
  return [
    leaf(-6, 10, 40, -28, paint.shape(2)),
    leaf(4, 10, 46, 8, paint.shape(1)),
    leaf(10, 12, 34, 38, paint.shape(2)),
    `<path d="M-34 10 H34 Q30 40 0 42 Q-30 40 -34 10Z" ${paint.shape(0)}/>`,
    `<circle cx="-20" cy="-30" r="3" ${paint.shape(3)}/><circle cx="22" cy="-36" r="2.5" ${paint.shape(3)}/><circle cx="-26" cy="-12" r="2" ${paint.shape(3)}/>`,
  ].join('');
}

function bowl(paint: Paint): string {
  return [
    `<circle cx="-14" cy="4" r="13" ${paint.shape(1)}/>`,
    `<circle cx="10" cy="0" r="15" ${paint.shape(2)}/>`,
    `<circle cx="-2" cy="-14" r="10" ${paint.shape(3)}/>`,
    leaf(20, -12, 26, 30, paint.shape(4)),
    `<path d="M-40 8 H40 Q36 42 0 44 Q-36 42 -40 8Z" ${paint.shape(0)}/>`,
  ].join('');
}

function stones(paint: Paint): string {
  const ripples = [52, 40, 28].map((rx, i) => `<ellipse cx="0" cy="38" rx="${rx}" ry="${r1(rx / 6)}" ${paint.line(i + 2, 1.5)} opacity="0.5"/>`);
  return [
    ...ripples,
    `<ellipse cx="0" cy="28" rx="30" ry="10" ${paint.shape(0)}/>`,
    `<ellipse cx="2" cy="12" rx="22" ry="8" ${paint.shape(1)}/>`,
    `<ellipse cx="-1" cy="-1" rx="15" ry="6" ${paint.shape(0)}/>`,
    `<ellipse cx="1" cy="-11" rx="9" ry="4.5" ${paint.shape(1)}/>`,
  ].join('');
}

function energy(paint: Paint): string {
  return [
    `<path d="M-46 22 Q-10 -44 46 -18" ${paint.line(0, 9)}/>`,
    `<path d="M-40 36 Q0 -20 44 2" ${paint.line(1, 5)}/>`,
    `<path d="M-30 46 Q6 6 40 20" ${paint.line(2, 3)}/>`,
    `<circle cx="30" cy="-34" r="10" ${paint.shape(3)}/>`,
  ].join('');
}

function landscape(paint: Paint): string {
  return [
    `<circle cx="18" cy="-20" r="16" ${paint.shape(3)}/>`,
    `<path d="M-50 40 L-18 -16 L8 22 L24 2 L50 40Z" ${paint.shape(0)}/>`,
    `<path d="M-50 40 Q-20 18 4 30 T50 28 V40Z" ${paint.shape(1)}/>`,
  ].join('');
}

function mandala(paint: Paint, petals: number): string {
  const parts: string[] = [];
  for (let i = 0; i < petals; i += 1) parts.push(leaf(0, 0, 44, (360 * i) / petals, paint.shape(i % 2)));
  for (let i = 0; i < petals; i += 1) parts.push(leaf(0, 0, 26, (360 * (i + 0.5)) / petals, paint.shape(2)));
  parts.push(`<circle cx="0" cy="0" r="10" ${paint.shape(3)}/><circle cx="0" cy="0" r="4" ${paint.shape(4)}/>`);
  return parts.join('');
}

/** The motif of `type`; `variant` (from the prompt's hash) varies petal counts. */
export function motif(type: WellnessType, paint: Paint, variant: number): string {
  switch (type) {
    case 'yoga':
      return lotus(paint, 5 + (variant % 3) * 2);
    case 'ayurveda':
      return herbs(paint);
    case 'nutrition':
      return bowl(paint);
    case 'spa':
      return stones(paint);
    case 'fitness':
      return energy(paint);
    case 'nature':
      return landscape(paint);
    case 'spiritual':
      return mandala(paint, 8 + (variant % 3) * 2);
  }
}
