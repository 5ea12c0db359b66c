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
  examples: {
    pass: 'NODES:\n  N1 domain=api output=src/api/ status=pending\n  N2 domain=docs output=docs/api.md status=pending\nWAVES:\n  WAVE 1 : [N1 ∥ N2]',
    fail: 'NODES:\n  N1 domain=api output=src/api/ status=pending\n  N2 domain=auth output=src/api/auth.ts status=pending\nWAVES:\n  WAVE 1 : [N1 ∥ N2]',
  },
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
