// What the polish corpus holds every text tool to, and which tool meets which rule
// today. A rule whose flag is false may not get worse than its ceiling (POLISH_CEILINGS)
// and runs against its target in the "polish targets not yet met" block
// (POLISH_PENDING=1) until the tool's writer meets it, then its flag turns true.

import type { PolishTool } from './polish-corpus.fixture.ts';

export const POLISH_LIMITS = {
  /** Harper issues per 1,000 words, the editors' own setup. */
  issuesPerThousand: 1,
  /** The share of a take's sentences the other tone template must change, on average. */
  minTemplateChange: 0.5,
  /** The share of variant 1's sentences variant 0 may share, on average over the tool's inputs. */
  maxVariantOverlap: 0.3,
  /** The share of a tool's outputs one stock sentence, or one opening, may appear in. */
  maxStockShare: 0.2,
} as const;

export const POLISH_CHECKS = ['grammar', 'density', 'headlines', 'hashtags', 'case', 'template', 'variants', 'stock', 'openings'] as const;
export type PolishCheck = (typeof POLISH_CHECKS)[number];

const all = (except: PolishCheck[] = []): Record<PolishCheck, boolean> =>
  Object.fromEntries(POLISH_CHECKS.map((check) => [check, !except.includes(check)])) as Record<PolishCheck, boolean>;

/** Per tool, the rules enforced today (true) and those awaiting the writers' fixes (false): `all([...])` lists the ones not met yet. */
export const POLISH_TARGETS: { limits: typeof POLISH_LIMITS; enforced: Record<PolishTool, Record<PolishCheck, boolean>> } = {
  limits: POLISH_LIMITS,
  enforced: {
    'blog-titles': all(),
    'blog-article': all(),
    social: all(),
    newsletter: all(),
    'website-h1': all(),
    'website-h2': all(),
    'website-cta': all(),
    'website-hero': all(),
    'website-section': all(),
    email: all(),
    'client-reply': all(),
    video: all(),
  },
};

/**
 * What each rule not yet met may not get worse than: its figure when its target was
 * missed (a share, or a count of headline problems; template change is a floor), so a
 * pending rule can only get better until its flag turns true.
 */
export const POLISH_CEILINGS: Partial<Record<PolishTool, Partial<Record<PolishCheck, number>>>> = {};
