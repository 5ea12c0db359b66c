import { defineRule, graphSkip, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, NODES, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-edges-declared',
  pack: 'graph',
  summary: 'Every edge joins two declared nodes and no edge points at its own node',
  statuses: ['pass', 'fail', 'skip'],
  docs: `An edge says "this node reads that node's output". An edge naming a node
that NODES does not declare is a dependency on work nobody was asked to do,
usually a typo that silently drops a gate. A self-edge means a node waits for
itself and can never start. When NODES declares the id with a look-alike character
instead (\`N４\`, a fullwidth digit, or \`Ν4\`, a Greek letter, where the edge writes
N4), the finding names that character's code point and the id meant.`,
  audit: [
    { source: "Edges -- data dependencies between nodes. Node C needs the output of nodes A and B.", enforced: "fails on an edge that names an undeclared node or joins a node to itself" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when edges join declared nodes',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails on an edge to an undeclared node, at that end of the edge',
      files: {
        'graph.md': `${NODES}
EDGES:
  N0 → N2   (N2 reads the spec)
  N1 → N3   (the page calls the endpoint)
WAVES:
  WAVE 1 : [N0 ∥ N1]  — base
  WAVE 2 : [N2]       — client`,
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
    const ids = new Set(g.nodes.map((n) => n.id));
    const findings: Finding[] = [];
    for (const e of g.edges) {
      for (const end of [e.from, e.to]) {
        if (!ids.has(end.id)) findings.push(model.at(e.line, `edge ${e.from.id} → ${e.to.id} names ${end.id}, which NODES does not declare${model.lookAlikeHint(end.id)}`, end.column));
      }
      if (e.from.id === e.to.id) findings.push(model.at(e.line, `edge ${e.from.id} → ${e.to.id} points at its own node`, e.from.column));
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'bad edge')}: every edge must join two different declared nodes`,
        fix: 'Declare the missing node under NODES or correct the id in the edge; remove self-edges.',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(g.edges.length, 'edge')}, all between declared nodes` };
  },
});
