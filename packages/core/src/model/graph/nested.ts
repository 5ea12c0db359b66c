/**
 * Runs nested in a transcript. A node that coordinates workers of its own runs the protocol for its
 * slice (seed 003's Harness note: the same blocks), and its log may sit in the coordinator's: a
 * DELEGATED GRAPH of another task, its prompts and RETURNs, its IMPLEMENTED GRAPH. Those blocks are
 * that run's, not the coordinator's; read as the coordinator's, the nested plan would replace its own.
 */
import type { GraphDelegated, GraphImplemented, GraphParse, GraphProblem, GraphReturn, GraphSubgraph } from './types.js';

/** One nested run: its plan, the lines its blocks span, and its blocks as a transcript of their own. */
export interface GraphNestedRun {
  plan: GraphDelegated;
  line: number;
  endLine: number;
  /** The IMPLEMENTED GRAPH of its task that ends it; undefined when the run around it went on first, or the file ended. */
  closedBy?: GraphImplemented;
  /** Its blocks and parse problems; absent past GRAPH_MAX_NESTED runs, which are not checked on their own. */
  parse?: GraphParse;
}

/** At most this many nested runs of one file are checked on their own (each run reads the file once more). */
export const GRAPH_MAX_NESTED = 50;

type Item = { kind: 'delegated'; g: GraphDelegated } | { kind: 'implemented'; g: GraphImplemented } | { kind: 'subgraph'; g: GraphSubgraph } | { kind: 'return'; g: GraphReturn };

/** A task name as compared: its words, lower-cased (`**N1 — CSV writer**` is `n1 csv writer`). */
export const graphTaskWords = (name: string): string => (name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

const described = (x: Item): string =>
  x.kind === 'subgraph' ? `AGENT SUBGRAPH ${x.g.node}`.trim() : x.kind === 'return' ? `RETURN ${x.g.node ?? ''}`.trim() : `${x.kind === 'delegated' ? 'DELEGATED' : 'IMPLEMENTED'} GRAPH${x.g.name ? ` "${x.g.name}"` : ''}`;

/**
 * The nested runs of a transcript and its blocks without them. A later DELEGATED GRAPH is a nested run's
 * plan when it names another task than the run's plans, before an IMPLEMENTED GRAPH closed the run (after
 * one it starts another task: graphTaskStarts), and either declares none of the nodes of the plan in force
 * (a re-plan keeps every node that did not evolve) or opens while a spawned node has not returned and no
 * evolved RETURN awaits a re-plan (a sub-coordinator's run lies inside its own spawn). It ends at the
 * first IMPLEMENTED GRAPH of its task; failing one, before the first block of the run around it (a prompt
 * or RETURN of a node only that run declares, its plan re-issued, its IMPLEMENTED GRAPH), reported.
 */
export function graphNestedRuns(p: GraphParse, statusOf: (r: GraphReturn) => string): { top: GraphParse; nested: GraphNestedRun[]; problems: GraphProblem[] } {
  const nested: GraphNestedRun[] = [];
  const problems: GraphProblem[] = [];
  if (p.delegatedGraphs.length < 2) return { top: p, nested, problems };
  const items: Item[] = [
    ...p.delegatedGraphs.map((g) => ({ kind: 'delegated' as const, g })),
    ...p.implementedGraphs.map((g) => ({ kind: 'implemented' as const, g })),
    ...p.subgraphs.map((g) => ({ kind: 'subgraph' as const, g })),
    ...p.returns.map((g) => ({ kind: 'return' as const, g })),
  ].sort((a, b) => a.g.line - b.g.line);
  let started = false;
  let closed = false;
  // The run's task names (a re-plan may rename it) and the ids of its plan in force.
  let names = new Set<string>();
  let ids = new Set<string>();
  // Spawns not yet answered, and nodes whose last RETURN says evolved (awaiting their re-plan).
  let open = new Map<string, number>();
  let spawned = 0;
  let evolved = new Map<string, boolean>();
  let awaiting = 0;
  for (let i = 0; i < items.length; i++) {
    const x = items[i]!;
    if (x.kind === 'subgraph') {
      if (x.g.node) {
        open.set(x.g.node, (open.get(x.g.node) ?? 0) + 1);
        spawned++;
      }
    } else if (x.kind === 'return') {
      const node = x.g.node;
      if (!node) continue;
      const n = open.get(node) ?? 0;
      if (n > 0) {
        open.set(node, n - 1);
        spawned--;
      }
      const was = evolved.get(node) ?? false;
      const now = statusOf(x.g) === 'evolved';
      if (was !== now) awaiting += now ? 1 : -1;
      evolved.set(node, now);
    } else if (x.kind === 'implemented') closed = true;
    else {
      const g = x.g;
      const name = graphTaskWords(g.name);
      const keeps = g.nodes.some((n) => ids.has(n.id));
      const isNested = started && !closed && name !== '' && !names.has(name) && g.nodes.length > 0 && ((ids.size > 0 && !keeps) || (spawned > 0 && awaiting === 0));
      if (!isNested) {
        // The run's first plan, a re-plan, or (after an IMPLEMENTED GRAPH) another task's plan.
        if (!started || closed) {
          names = new Set();
          open = new Map();
          evolved = new Map();
          spawned = awaiting = 0;
        }
        started = true;
        closed = false;
        if (name) names.add(name);
        if (g.nodes.length) ids = new Set(g.nodes.map((n) => n.id));
        continue;
      }
      // The nested run's own nodes, its re-plans' and its nested runs' included: a block naming one is its.
      const inner = new Set(g.nodes.map((n) => n.id));
      const outerOnly = (id: string | undefined) => id !== undefined && ids.has(id) && !inner.has(id);
      let j = i + 1;
      let closedBy: GraphImplemented | undefined;
      for (; j < items.length; j++) {
        const y = items[j]!;
        if (y.kind === 'implemented' && graphTaskWords(y.g.name) === name) {
          closedBy = y.g;
          break;
        }
        const goesOn =
          y.kind === 'subgraph' || y.kind === 'return' ? outerOnly(y.g.node) : names.has(graphTaskWords(y.g.name)) || y.g.nodes.some((n) => outerOnly(n.id));
        if (goesOn) break;
        if (y.kind === 'delegated') for (const n of y.g.nodes) inner.add(n.id);
      }
      const last = closedBy ? j : j - 1;
      const endLine = Math.max(g.endLine, items[last]!.g.endLine);
      nested.push({ plan: g, line: g.line, endLine, ...(closedBy ? { closedBy } : {}), ...(nested.length < GRAPH_MAX_NESTED ? { parse: within(p, g.line, endLine) } : {}) });
      if (!closedBy) {
        const where = j < items.length ? `before the run around it goes on at line ${items[j]!.g.line} (${described(items[j]!)})` : 'before the file ends';
        problems.push({
          line: g.line,
          column: 1,
          message: `the nested run "${g.name}" (a DELEGATED GRAPH of another task) has no \`IMPLEMENTED GRAPH: ${g.name}\` ${where}: lines ${g.line}–${endLine} are read as that run, checked on their own; write its IMPLEMENTED GRAPH where it ends`,
        });
      }
      if (nested.length === GRAPH_MAX_NESTED + 1) {
        problems.push({ line: g.line, column: 1, message: `more than ${GRAPH_MAX_NESTED} nested runs: this one and those after it are left out of the run around them but not checked on their own; write each sub-run's log in a file of its own` });
      }
      i = last;
    }
  }
  if (!nested.length) return { top: p, nested, problems };
  const outside = <T extends { line: number }>(list: T[]) => list.filter((b) => !inside(nested, b.line));
  // Every parse problem stays the file's: graph-parse reports each unreadable line wherever it is.
  const top: GraphParse = { delegatedGraphs: outside(p.delegatedGraphs), subgraphs: outside(p.subgraphs), returns: outside(p.returns), implementedGraphs: outside(p.implementedGraphs), problems: p.problems };
  return { top, nested, problems };
}

/** Whether `line` lies in one of the runs (sorted, disjoint). */
function inside(runs: readonly GraphNestedRun[], line: number): boolean {
  let lo = 0;
  let hi = runs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (runs[mid]!.endLine < line) lo = mid + 1;
    else hi = mid;
  }
  const r = runs[lo];
  return !!r && r.line <= line;
}

/** The blocks and problems of lines `from`–`to`. */
function within(p: GraphParse, from: number, to: number): GraphParse {
  const keep = <T extends { line: number }>(list: T[]) => list.filter((b) => b.line >= from && b.line <= to);
  return { delegatedGraphs: keep(p.delegatedGraphs), subgraphs: keep(p.subgraphs), returns: keep(p.returns), implementedGraphs: keep(p.implementedGraphs), problems: keep(p.problems) };
}
