// match / imatch filters hand a caller's pattern to Postgres' regex engine, which
// runs to completion on the server's only thread: PGlite cannot cancel a statement
// (no signals in WASM, so `statement_timeout` never fires). Backreferences make the
// engine backtrack (3.4 s for `^(a*)(a*)\2\1b$` on 1,202 characters, minutes with a
// third group) and nested repetition blows up its automaton (`(.{1,200}){1,200}`
// corrupts PGlite's memory). So only patterns whose matching stays linear in the
// text are accepted; anything else is a PostgREST-style 400 before any SQL runs.
import { ApiError } from './errors.ts';

export const MAX_PATTERN_LENGTH = 256;
/** The largest `{m,n}` count, and the most characters all counts may copy out. */
export const MAX_REPEAT = 100;
export const MAX_EXPANDED = 1000;

type Group = { start: number; quantified: boolean };

function refuse(pattern: string, reason: string): ApiError {
  return new ApiError(
    400,
    'PGRST100',
    `"failed to parse filter (match.${pattern.slice(0, 60)})"`,
    `this server refuses regular expressions that could run unbounded: ${reason}`,
    `Use a pattern of at most ${MAX_PATTERN_LENGTH} characters without backreferences, lookaround, embedded options, nested or stacked quantifiers, or counts above ${MAX_REPEAT}.`,
  );
}

/** Index after the bracket expression that starts at `i` (`[`). */
function skipBracket(p: string, i: number): number {
  let j = i + 1;
  if (p[j] === '^') j += 1;
  if (p[j] === ']') j += 1;
  while (j < p.length && p[j] !== ']') {
    const next = p[j + 1];
    if (p[j] === '[' && (next === ':' || next === '.' || next === '=')) {
      const end = p.indexOf(`${next}]`, j + 2);
      j = end < 0 ? p.length : end + 2;
    } else {
      j += p[j] === '\\' ? 2 : 1;
    }
  }
  return j + 1;
}

/** `{m}`, `{m,}`, `{m,n}` at `i`: its largest count and end, or null when `{` is literal. */
function readBound(p: string, i: number): { max: number; end: number } | null {
  const match = /^\{(\d{1,6})(,(\d{0,6}))?\}/.exec(p.slice(i, i + 16));
  if (!match) return null;
  // `{m,}` copies its atom m times and then loops like `*`.
  const max = match[3] ? Number(match[3]) : Number(match[1]);
  return { max: Math.max(max, Number(match[1])), end: i + match[0].length };
}

/** Throws a 400 unless `pattern` matches in time linear in the text. */
export function checkRegexPattern(pattern: string): void {
  if (pattern.length > MAX_PATTERN_LENGTH) throw refuse(pattern, `a pattern longer than ${MAX_PATTERN_LENGTH} characters`);
  if (pattern.startsWith('***')) throw refuse(pattern, 'the *** director prefixes are not supported');
  const groups: Group[] = [{ start: 0, quantified: false }];
  let atomStart = -1; // where the last quantifiable atom began; -1: none
  let afterQuantifier = false;
  let lastGroup: Group | null = null; // the group the last atom closed, if it was one
  let expanded = pattern.length;
  for (let i = 0; i < pattern.length; ) {
    const ch = pattern[i] as string;
    const bound = ch === '{' ? readBound(pattern, i) : null;
    if (ch === '*' || ch === '+' || ch === '?' || bound) {
      if (afterQuantifier) throw refuse(pattern, 'stacked quantifiers');
      if (lastGroup?.quantified) throw refuse(pattern, 'a quantifier on a group that holds a quantifier');
      const max = bound ? bound.max : 1;
      if (max > MAX_REPEAT) throw refuse(pattern, `a repetition count above ${MAX_REPEAT}`);
      if (atomStart >= 0) expanded += (max - 1) * (i - atomStart);
      if (expanded > MAX_EXPANDED) throw refuse(pattern, 'repetitions that expand past 1000 characters');
      for (const group of groups) group.quantified = true;
      i = bound ? bound.end : i + 1;
      if (pattern[i] === '?') i += 1; // non-greedy
      afterQuantifier = true;
      continue;
    }
    afterQuantifier = false;
    lastGroup = null;
    atomStart = i;
    if (ch === '\\') {
      if (/[1-9]/.test(pattern[i + 1] ?? '')) throw refuse(pattern, 'backreferences');
      i += 2;
    } else if (ch === '[') {
      i = skipBracket(pattern, i);
    } else if (ch === '(') {
      // Lookaround constraints rescan the text at every position: `(?=a*)` ten times
      // took 228 s on 200,000 characters. Only plain and `(?:` groups pass.
      const nonCapturing = pattern.startsWith('(?:', i);
      if (pattern[i + 1] === '?' && !nonCapturing) throw refuse(pattern, 'lookaround constraints or embedded options');
      groups.push({ start: i, quantified: false });
      atomStart = -1;
      i += nonCapturing ? 3 : 1;
    } else if (ch === ')' && groups.length > 1) {
      const group = groups.pop() as Group;
      lastGroup = group;
      atomStart = group.start;
      i += 1;
    } else {
      if (ch === '|' || ch === '^' || ch === '$') atomStart = -1;
      i += 1;
    }
  }
}
