import { defineRule, graphSkip, MAX_FINDINGS, plural, type Finding, type GraphEdge, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/** Nodes named in a cycle's description before it is abbreviated. */
const MAX_NAMED = 12;
/** Cycles named in the detail; the others are counted. */
const MAX_LISTED = 10;

export default defineRule<GraphModel>({
  id: 'graph-acyclic',
  pack: 'graph',
  summary: 'The edges of the DELEGATED GRAPH form no cycle',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Edges are data dependencies and gates between waves. A cycle (N1 → N2 → N1)
means each node waits for the other: no wave order exists and the delegation
deadlocks. A cycle is reported once, starting at its first edge in the file,
with a finding on every edge in it; cycles that share an edge with one already
found show up once that one is broken. Self-edges are reported by
\`graph-edges-declared\`.`,
  audit: [
    { source: "Waves -- groups of independent nodes that run in parallel. Edges between waves create gates.", enforced: "edges must order the nodes into waves, so a cycle fails" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes on a DAG: N0 and N1 both feed N2, and no edge leads back',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'reports a three-node cycle once, starting at its first edge in the file',
      files: {
        'graph.md': `DELEGATED GRAPH: items page
NODES:
  N1  domain=api   output=src/api.ts     status=pending
  N2  domain=web   output=web/app.ts     status=pending
  N3  domain=docs  output=docs/items.md  status=pending
EDGES:
  N1 → N2   (the page calls the endpoint)
  N2 → N3   (the guide shows the page)
  N3 → N1   (the endpoint follows the guide)
WAVES:
  WAVE 1 : [N1]
  WAVE 2 : [N2]
  WAVE 3 : [N3]`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a DELEGATED GRAPH (a one-worker transcript)',
      files: {
        'graph.md': transcript(N1_SUBGRAPH, N1_RETURN),
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true });
    if (skip) return skip;
    const edges = model.delegated!.edges.filter((e) => e.from.id !== e.to.id);
    const out = new Map<string, GraphEdge[]>();
    for (const e of edges) {
      const list = out.get(e.from.id);
      if (list) list.push(e);
      else out.set(e.from.id, [e]);
    }
    // Iterative depth-first search (long chains must not exhaust the call
    // stack); an edge back to a node on the current path closes a cycle.
    const state = new Map<string, 'grey' | 'black'>();
    // A search closes each cycle at one edge back to a node on its path, and the path between is
    // the cycle: two such edges from and to the same nodes (the edge listed twice) are one cycle.
    const closing = new Set<string>();
    const cycles: GraphEdge[][] = [];
    let cycleCount = 0;
    let findingCount = 0;
    for (const root of out.keys()) {
      if (state.has(root)) continue;
      const frames: Array<{ id: string; next: number; via?: GraphEdge }> = [{ id: root, next: 0 }];
      // Where each grey node sits on the path, so a cycle is cut out without a search.
      const depth = new Map<string, number>([[root, 0]]);
      state.set(root, 'grey');
      while (frames.length) {
        const top = frames[frames.length - 1]!;
        const e = (out.get(top.id) ?? [])[top.next++];
        if (!e) {
          state.set(top.id, 'black');
          depth.delete(top.id);
          frames.pop();
          continue;
        }
        const s = state.get(e.to.id);
        if (s === undefined) {
          state.set(e.to.id, 'grey');
          depth.set(e.to.id, frames.length);
          frames.push({ id: e.to.id, next: 0, via: e });
        } else if (s === 'grey') {
          const key = `${e.from.id}\0${e.to.id}`;
          if (closing.has(key)) continue;
          closing.add(key);
          const start = depth.get(e.to.id)!;
          // Past what the report shows, cycles are counted, not cut out: a graph whose every node
          // leads back to the first has as many cycles as nodes, each as long as the graph.
          const shown = cycles.length < MAX_LISTED || findingCount < MAX_FINDINGS;
          cycleCount++;
          findingCount += frames.length - start;
          if (!shown) continue;
          const found = [...frames.slice(start + 1).map((f) => f.via!), e];
          // Start the cycle at its first edge in the file, so it reads in file order.
          const first = found.reduce((k, x, i) => (x.line < found[k]!.line ? i : k), 0);
          cycles.push([...found.slice(first), ...found.slice(0, first)]);
        }
      }
    }
    if (!cycleCount) return { status: 'pass', detail: `${plural(edges.length, 'edge')}, no cycle` };
    const findings: Finding[] = [];
    const paths: string[] = [];
    for (const c of cycles) {
      // A long cycle is named by its first nodes: each of its edges' findings repeats the name.
      const ids = c.length > MAX_NAMED ? [...c.slice(0, MAX_NAMED).map((e) => e.from.id), `… (${c.length} edges)`] : c.map((e) => e.from.id);
      const p = [...ids, c[0]!.from.id].join(' → ');
      if (paths.length < MAX_LISTED) paths.push(p);
      for (const e of c) {
        if (findings.length >= MAX_FINDINGS) break;
        findings.push(model.at(e.line, `edge ${e.from.id} → ${e.to.id} is part of the cycle ${p}`, e.from.column));
      }
    }
    const more = cycleCount > paths.length ? `; and ${cycleCount - paths.length} more` : '';
    return {
      status: 'fail',
      detail: `the DELEGATED GRAPH has ${cycleCount === 1 ? 'a cycle' : `${cycleCount} cycles`}: ${paths.join('; ')}${more}`,
      fix: 'Break the cycle: decide which node really reads the other\'s output and drop the reverse edge, or merge the nodes into one.',
      findings,
      findingsTotal: findingCount,
    };
  },
});
