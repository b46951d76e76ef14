// The truth corpus: every tool's messy inputs, each checked for what a studio notices
// first. Every fact of the input is printed as written; no run of 8 words of a field
// that only steers (audience, notes, a client's message, the brand profile's text);
// no claim about the studio that the inputs and the profile do not make; the notes'
// instructions obeyed; nothing the case forbids.

import { describe, expect, it } from 'vitest';
import { generate } from '../all-tools.fixture.ts';
import { missingFacts, QUOTE_RUN, sharedRun, unfoundedClaims } from '../shared/facts/truth.ts';
import type { MessyCase } from './messy-case.ts';

const MODULES = import.meta.glob<{ MESSY: readonly MessyCase[] }>('../*/*-messy.fixture.ts', { eager: true });
const CASES = Object.entries(MODULES).flatMap(([path, module]) => module.MESSY.map((c) => ({ ...c, file: path.split('/')[1]! })));

/** Every string of a result, one after another, as a reader would meet them. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join('\n');
  return '';
}

function grounds(c: MessyCase): string {
  const profile = c.ctx?.profile ?? {};
  return [textOf(c.input), textOf(c.ctx?.brief ?? {}), profile.business_description, profile.target_audience, ...(profile.primary_services ?? [])]
    .filter(Boolean)
    .join('\n');
}

function found(text: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? text.toLowerCase().includes(expected.toLowerCase()) : expected.test(text);
}

it('holds at least 150 messy inputs across the tools', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(150);
});

describe.each([...new Set(CASES.map((c) => c.file))])('%s', (file) => {
  const cases = CASES.filter((c) => c.file === file);
  for (const variant of [0, 1]) {
    it.each(cases.map((c) => [c.name, c] as const))(`take ${variant + 1}: %s`, (_, c) => {
      const text = textOf(generate(c.runner as never, c.input as never, c.ctx ?? {}, { variant }));
      expect(missingFacts(text, c.mustPrint.map((t) => ({ kind: 'date', text: t }))).map((f) => f.text), 'facts left out').toEqual([]);
      for (const field of c.steering) {
        expect(sharedRun(text, field), `copies ${QUOTE_RUN}+ words of "${field.slice(0, 60)}"`).toBeLessThan(QUOTE_RUN);
      }
      expect(unfoundedClaims(c.ctx ?? {}, text, grounds(c)), 'claims the inputs do not make').toEqual([]);
      for (const expected of c.mustSay ?? []) expect(found(text, expected), `says ${expected}`).toBe(true);
      for (const forbidden of c.mustNotSay ?? []) expect(found(text, forbidden), `does not say ${forbidden}`).toBe(false);
    });
  }
});
