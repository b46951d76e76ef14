// How a tool's text generators are run: `textGenerators({ key: runner })` gives the
// tool's `generate(key, input, ctx, { variant })`. It adds what every tool shares: the
// variant (same inputs + same variant = same text, the next variant a different take)
// the name book (the user's and the pack's names put right in the inputs the tool
// reads and in the prose it writes) and the last polish pass that lets the brand
// temper the tone. A tool whose result is an analysis rather than prose (SEO) asks
// for no polish: its inputs and figures stay as the user typed them.

import { languagePack } from '../languages/packs.ts';
import type { GeneratorContext } from './context.ts';
import { type NameBook, nameBook, restoreValue } from './names/name-book.ts';
import { exclamationBudget, exclamationCapper, polishHtml, polishText } from './polish.ts';

// biome-ignore lint/suspicious/noExplicitAny: a runner's input and output types are its own; `textGenerators` keeps them per key.
export type Runner = (input: any, ctx: GeneratorContext) => any;
export type GenerateOptions = { variant?: number };

/** Keys whose strings are data, not prose: left exactly as the tool made them. */
const AS_IS = new Set(['hashtags', 'platform', 'timing', 'timing_seconds']);

type Cap = (text: string) => string;

/** Polishes every prose string of a result; `cap` spreads one exclamation budget over the whole script or email. */
function polish(value: unknown, ctx: GeneratorContext, cap: Cap, book: NameBook, key = ''): unknown {
  if (AS_IS.has(key)) return value;
  if (typeof value === 'string') return key === 'html' ? polishHtml(value, ctx, book) : polishText(value, ctx, cap, book);
  if (Array.isArray(value)) return value.map((item) => polish(item, ctx, cap, book, key));
  if (value && typeof value === 'object') {
    // Each social post is a text of its own, with its own budget.
    const own = 'characterCount' in value ? exclamationCapper(exclamationBudget(ctx)) : cap;
    const polished = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, polish(v, ctx, own, book, k)]));
    // A social post reports its own length: count again what the polish left.
    if (typeof polished.text === 'string' && 'characterCount' in polished) {
      polished.characterCount = polished.text.length;
    }
    return polished;
  }
  return value;
}

export type Generate<R extends Record<string, Runner>> = <K extends keyof R & string>(
  key: K,
  input: Parameters<R[K]>[0],
  ctx?: GeneratorContext,
  options?: GenerateOptions,
) => ReturnType<R[K]>;

/** A generate function of any tool, as the shared runner holds it. */
export type AnyGenerate = Generate<Record<string, Runner>>;

export function textGenerators<R extends Record<string, Runner>>(runners: R, options: { polish?: boolean } = {}): Generate<R> {
  const polished = options.polish ?? true;
  return (key, input, ctx = {}, { variant } = {}) => {
    const run = runners[key];
    if (!run) throw new Error(`No generator "${key}" in this tool`);
    const settled = { ...ctx, variant: variant ?? ctx.variant ?? 0 };
    if (!polished) return run(input, settled);
    const book = nameBook(input, ctx, languagePack(ctx).grammar);
    const named = { ...settled, profile: restoreValue(ctx.profile, book), brief: restoreValue(ctx.brief, book) };
    const output = run(restoreValue(input, book), named);
    return polish(output, ctx, exclamationCapper(exclamationBudget(ctx)), book) as ReturnType<typeof run> as never;
  };
}
