import { CappedFindings, defineRule, graphSkip, plural, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, N2_RETURN, N2_SUBGRAPH, NODES, NODES_AND_EDGES, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-edge-wave-order',
  pack: 'graph',
  summary: 'Every edge runs from an earlier wave to a later one',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The gate between waves is what makes an edge safe: N3 reads N1's output only
because WAVE 2 starts after WAVE 1 is done. An edge between two nodes of the same
wave contradicts "no edge means independent and share a wave": both are spawned
together and the reader starts before its input exists. An edge from a later
wave back to an earlier one is the same break, one wave further. An edge from a
\`status=pre-done\` node is exempt in any wave: "A node whose output already
exists and is non-empty is \`pre-done\`: do not spawn it, count it as done for
gating", so its output is there before WAVE 1 starts and a reader in the same
wave, or an earlier one, does not wait for it. Whether that output really exists
is graph-pre-done's check, not this rule's. Nodes in no wave are reported by
\`graph-waves-partition\`.`,
  audit: [
    { source: "No edge between two nodes means they are independent and share a wave.", enforced: "fails on an edge between two nodes of the same wave" },
    { source: "Edges between waves create gates.", enforced: "fails on an edge from a later wave to an earlier one" },
    { source: "A node whose output already exists and is non-empty is `pre-done`: do not spawn it, count it as done for gating.", enforced: "an edge from a pre-done node passes in any wave (graph-pre-done checks that its output exists)" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when edges cross from earlier to later waves',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'pass',
      title: 'passes an edge from a pre-done node inside one wave: its output exists before any wave starts',
      files: {
        'graph.md': transcript(
          `${NODES}
EDGES:
  N0 → N1   (N1 reads the spec)
  N0 → N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 ∥ N1]  — base
  WAVE 2 : [N2]       — client`,
          N1_SUBGRAPH.replace('INPUTS       : none', 'INPUTS       : docs/spec.md (N0)'),
          N1_RETURN,
          N2_SUBGRAPH,
          N2_RETURN,
          `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`,
        ),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails on an edge inside one wave',
      files: {
        'graph.md': `${NODES_AND_EDGES}
WAVES:
  WAVE 1 : [N0 ∥ N1 ∥ N2]  — everything at once`,
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
    // Built only as far as a report shows them: a line of 300,000 backward edges is 500 messages.
    const findings = new CappedFindings();
    for (const e of g.edges) {
      if (e.from.id === e.to.id) continue;
      // A pre-done node counts as done for gating: its output is there before WAVE 1, so no wave order is needed.
      const source = model.node(e.from.id);
      if (source && model.statusOf(source) === 'pre-done') continue;
      const a = model.waveOf(e.from.id);
      const b = model.waveOf(e.to.id);
      if (a === undefined || b === undefined) continue;
      if (a === b) {
        findings.add(() => model.at(e.line, `edge ${e.from.id} → ${e.to.id} joins two nodes of WAVE ${a}: ${e.to.id} would start before ${e.from.id}'s output exists`, e.from.column));
      } else if (a > b) {
        findings.add(() => model.at(e.line, `edge ${e.from.id} → ${e.to.id} runs backwards, from WAVE ${a} to WAVE ${b}`, e.from.column));
      }
    }
    if (findings.total) {
      return {
        status: 'fail',
        detail: `${plural(findings.total, 'edge does', 'edges do')} not run from an earlier wave to a later one`,
        fix: 'Move the reading node into a wave after the wave of the node it reads, or drop the edge if the nodes are really independent.',
        ...findings.outcome(),
      };
    }
    return { status: 'pass', detail: 'every edge runs from an earlier wave to a later one' };
  },
});
