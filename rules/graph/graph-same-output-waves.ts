import { defineRule, graphSkip, graphOutputsClash, plural, type Finding, type GraphModel, type GraphNode } from '@engagement-lint/core/kit-graph';

export default defineRule<GraphModel>({
  id: 'graph-same-output-waves',
  pack: 'graph',
  summary: 'Nodes whose outputs are the same file, or one inside the other\'s folder, never share a wave',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Nodes of one wave run in parallel. Two of them writing the same file (or one
writing a file inside the folder the other owns) race: the last writer wins and
the other's work is lost without an error. The protocol's rule is "nodes that
touch the same files never share a wave". Outputs are compared as paths; a
non-path output (a commit) only clashes with the same text.`,
  audit: [
    { source: "Nodes that touch the same files never share a wave.", enforced: "fails when two nodes of one wave have the same output path, or one inside the other's folder" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when nodes of a wave write different files',
      files: {
        'graph.md': 'DELEGATED GRAPH: demo',
      },
    },
    {
      status: 'fail',
      title: 'fails when a node writes the folder holding a same-wave node\'s file',
      files: {
        'graph.md': `# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=docs/    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 → N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 ∥ N1]  — base`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a DELEGATED GRAPH',
      files: {},
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true });
    if (skip) return skip;
    const g = model.delegated!;
    const findings: Finding[] = [];
    for (const w of g.waves) {
      const members = [...new Set(w.members.map((m) => m.id))].map((id) => model.node(id)).filter((n): n is GraphNode => !!n);
      for (let i = 0; i < members.length; i++) {
        for (let j = i + 1; j < members.length; j++) {
          const a = members[i]!;
          const b = members[j]!;
          const what = graphOutputsClash(a, b);
          if (what) {
            findings.push(model.at(b.line, `${b.id} and ${a.id} (line ${a.line}) both write ${what} yet share WAVE ${w.number} (line ${w.line})`, b.column));
          }
        }
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'pair')} of nodes in one wave write the same files`,
        fix: 'Put nodes that write the same file or folder in different waves (and add the edge that orders them), or merge them into one node.',
        findings,
      };
    }
    return { status: 'pass', detail: 'no two nodes of one wave write the same files' };
  },
});
