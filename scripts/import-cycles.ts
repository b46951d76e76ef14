// Circles in an import graph: each knot of nodes that reach one another (a strongly
// connected component), told as one shortest circle through it so the message names a
// path to cut. Linear in the size of the graph, so it can run on every lint.

export type Graph = ReadonlyMap<string, readonly string[]>;
/** One knot: a shortest circle through it (first node repeated at the end), and its size. */
export type Cycle = { path: string[]; knotSize: number };

/** The knots of the graph (Tarjan's algorithm, iterative so a deep chain cannot overflow). */
function knots(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.edge < targets.length) {
        const to = targets[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const knot: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        knot.push(member);
      } while (member !== frame.node);
      const selfLoop = knot.length === 1 && (graph.get(frame.node) ?? []).includes(frame.node);
      if (knot.length > 1 || selfLoop) found.push(knot.sort());
    }
  }
  return found;
}

/** A shortest path from `start` back to itself, staying inside `within`. */
function shortestCircle(graph: Graph, start: string, within: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    for (const to of graph.get(node) ?? []) {
      if (!within.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let back: string | undefined = node; back !== start && back; back = cameFrom.get(back)) path.push(back);
        return [start, ...path.slice(1).reverse(), start];
      }
      if (cameFrom.has(to)) continue;
      cameFrom.set(to, node);
      queue.push(to);
    }
  }
  return [start, start];
}

export function findCycles(graph: Graph): Cycle[] {
  return knots(graph)
    .map((knot) => ({ path: shortestCircle(graph, knot[0]!, new Set(knot)), knotSize: knot.length }))
    .sort((a, b) => a.path[0]!.localeCompare(b.path[0]!));
}

/** Builds a graph from edges, each target listed once per source. */
export function graphOf(edges: Iterable<readonly [string, string]>): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from)!.add(to);
  }
  return new Map([...graph].map(([node, targets]) => [node, [...targets].sort()]));
}
