import { GraphClashIndex, GraphOutputKeys, defineRule, graphSkip, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { N1_RETURN, N1_SUBGRAPH, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-independent-wave',
  pack: 'graph',
  summary: 'A node with no incoming edge is in WAVE 1, unless it writes the same files as a node of an earlier wave',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Constraints of the execution graph: "No edge between two nodes means they are
independent and share a wave." A node that no edge points at depends on no other
node, so it is independent of every node of WAVE 1 and belongs there (or in the first wave
that spawns anything, when the waves before it hold only pre-done nodes, which "count as done
for gating" and run nothing). Placed in a
later wave, it either waits at gates for nothing or hides a dependency that was
never drawn as an edge (the "invisible edge" break point). The one reason the
protocol gives for separating independent nodes is "nodes that touch the same
files never share a wave", so a node whose outputs clash with a node of an
earlier wave may sit later (outputs are compared as graph-same-output-waves
compares them: \`output=docs\` is the folder holding \`docs/api.md\`). Fails
otherwise, at the node.`,
  audit: [
    { source: 'No edge between two nodes means they are independent and share a wave.', enforced: 'fails when a node with no incoming edge sits in a later wave than WAVE 1 and writes no file a node of an earlier wave writes' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a node held back because it writes the same files as an earlier node',
      files: {
        'graph.md': `DELEGATED GRAPH: items API
NODES:
  N1  domain=api   output=src/api/          status=pending
  N2  domain=auth  output=src/api/auth.ts   status=pending
EDGES:
  none
WAVES:
  WAVE 1 : [N1]  — the endpoints under src/api/
  WAVE 2 : [N2]  — the auth check, a file inside N1's folder`,
      },
    },
    {
      status: 'fail',
      title: 'fails on a node with no incoming edge held back to a later wave, at the node',
      files: {
        'graph.md': `DELEGATED GRAPH: items API
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=docs  output=docs/api.md   status=pending
EDGES:
  none
WAVES:
  WAVE 1 : [N1]  — endpoint
  WAVE 2 : [N2]  — reference docs`,
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
    const g = model.delegated!;
    // A repeated id is its first declaration (the repeat is graph-node-owner-output's).
    const nodes = model.plan(g).declared();
    const findings: Finding[] = [];
    // Built for the first node that needs it: most graphs have none, and indexing 40,000 outputs is not free.
    let built: GraphClashIndex | undefined;
    const index = () => (built ??= new GraphClashIndex(new GraphOutputKeys(model.outputFolder), nodes, 'b'));
    // Per clash list: its earliest wave, and the earliest wave of a node with another id.
    const earliest = new Map<number[], { id: string; wave: number; otherWave: number }>();
    const earliestOf = (list: number[]) => {
      let e = earliest.get(list);
      if (!e) {
        e = { id: '', wave: Infinity, otherWave: Infinity };
        for (const k of list) {
          const m = nodes[k]!;
          const wave = model.waveOf(m.id) ?? Infinity;
          if (wave < e.wave) {
            if (m.id !== e.id) e.otherWave = e.wave;
            e.id = m.id;
            e.wave = wave;
          } else if (m.id !== e.id && wave < e.otherWave) e.otherWave = wave;
        }
        earliest.set(list, e);
      }
      return e;
    };
    // Waves holding only pre-done nodes run nothing: the first wave that spawns a node is where independent nodes start.
    let firstRun = Infinity;
    for (const n of nodes) if (model.statusOf(n) !== 'pre-done') firstRun = Math.min(firstRun, model.waveOf(n.id) ?? Infinity);
    for (const n of nodes) {
      const wave = model.waveOf(n.id);
      if (wave === undefined || wave <= Math.max(1, firstRun) || model.upstream(n.id).length) continue;
      // An earlier-wave node with another id whose outputs clash with n's.
      const held = index().lists(n).lists.some((list) => {
        const e = earliestOf(list);
        return (e.id === n.id ? e.otherWave : e.wave) < wave;
      });
      if (held) continue;
      findings.push(model.at(n.line, `${n.id} has no incoming edge, so it is independent of WAVE ${Math.max(1, firstRun)} and shares it; it is in WAVE ${wave}`, n.column));
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'independent node')} placed after WAVE 1`,
        fix: 'Move each node without incoming edges to WAVE 1, or draw the edge for the dependency that holds it back.',
        findings,
      };
    }
    return { status: 'pass', detail: 'every node without incoming edges is in WAVE 1 (or writes files an earlier node writes)' };
  },
});
