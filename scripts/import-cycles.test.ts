import { describe, expect, it } from 'vitest';
import { findCycles, graphOf } from './import-cycles.ts';

describe('findCycles', () => {
  it('tells each knot once, by a shortest circle through its first node', () => {
    const graph = graphOf([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
      ['b', 'a'],
      ['c', 'd'],
      ['x', 'y'],
      ['y', 'x'],
      ['s', 's'],
    ]);
    expect(findCycles(graph)).toEqual([
      { path: ['a', 'b', 'a'], knotSize: 3 },
      { path: ['s', 's'], knotSize: 1 },
      { path: ['x', 'y', 'x'], knotSize: 2 },
    ]);
  });

  it('finds none in a graph that only points one way, however deep', () => {
    const chain = Array.from({ length: 50_000 }, (_, i) => [`n${i}`, `n${i + 1}`] as const);
    expect(findCycles(graphOf(chain))).toEqual([]);
    const closed = graphOf([...chain, ['n50000', 'n0']]);
    expect(findCycles(closed).map((c) => c.knotSize)).toEqual([50_001]);
  });
});
