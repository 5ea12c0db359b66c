/** Which DELEGATED GRAPHs of a transcript start another task rather than re-issue the plan. */
import type { GraphDelegated, GraphImplemented, GraphParse, GraphReturn } from './types.js';

/** A later DELEGATED GRAPH that starts another task, with the IMPLEMENTED GRAPH that closed the one before. */
export interface GraphTaskStart {
  plan: GraphDelegated;
  /** The DELEGATED GRAPH before it. */
  previous: GraphDelegated;
  closedBy: GraphImplemented;
}

/**
 * The DELEGATED GRAPHs after the first that start another task. A plan is re-issued after an
 * evolution: some node's last RETURN so far says evolved and awaits its re-plan. A DELEGATED GRAPH
 * written after an IMPLEMENTED GRAPH closed the plan before it, with no evolution awaiting a
 * re-plan, is another task's. One pass over the blocks, which are each in file order.
 */
export function graphTaskStarts(p: GraphParse, statusOf: (r: GraphReturn) => string): GraphTaskStart[] {
  const gs = p.delegatedGraphs;
  const starts: GraphTaskStart[] = [];
  if (gs.length < 2) return starts;
  // Per node whether its last RETURN so far says evolved, and how many nodes do.
  let evolved = new Map<string, boolean>();
  let awaiting = 0;
  let r = 0;
  let im = 0;
  for (let k = 1; k < gs.length; k++) {
    const plan = gs[k]!;
    const previous = gs[k - 1]!;
    for (; r < p.returns.length && p.returns[r]!.line < plan.line; r++) {
      const ret = p.returns[r]!;
      if (!ret.node) continue;
      const was = evolved.get(ret.node) ?? false;
      const now = statusOf(ret) === 'evolved';
      if (was !== now) awaiting += now ? 1 : -1;
      evolved.set(ret.node, now);
    }
    while (im < p.implementedGraphs.length && p.implementedGraphs[im]!.line < previous.line) im++;
    const closedBy = p.implementedGraphs[im];
    if (!closedBy || closedBy.line > plan.line || awaiting > 0) continue;
    starts.push({ plan, previous, closedBy });
    // The new task's nodes start afresh, whatever ids the task before used.
    evolved = new Map();
    awaiting = 0;
  }
  return starts;
}
