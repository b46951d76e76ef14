// English sentence pools for the video blueprints: after each full round the
// sentences come back behind the next connector.

import { type Pool, rotate as rotateWith } from '../../../video/sentence-pool.ts';

export const CONNECTORS = [
  'Remember,',
  'Over time,',
  'Little by little,',
  'In practice,',
  'As you go,',
  'Above all,',
  'Day by day,',
  'Simply put,',
  'Most importantly,',
  'Once more,',
] as const;

export function rotate(templates: readonly string[], connectors: readonly string[] = CONNECTORS, offset = 0): Pool {
  return rotateWith(templates, connectors, offset);
}
