import { defineRule, graphIsPlaceholder, graphMiscasedWord, graphSkip, GRAPH_NODE_STATUSES, list, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, N1_RETURN, N1_SUBGRAPH, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-node-owner-output',
  pack: 'graph',
  summary: 'One node, one owner, one output: unique ids, exactly one domain= and one output=, a known status',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's first invariant is "one node, one owner, one output". A node
with two owners has no one accountable for it; a node with two \`output=\` cannot
be compared with what was built; two nodes with the same id make every edge
and wave ambiguous. \`owner=\` is read as \`domain=\`: \`domain=be owner=bob\` is
two owners, each named as written in the finding. Every node carries
\`status=pending\` or \`status=pre-done\`: a node without one fails (the other
checks count it as pending). The words are lower case, as the protocol writes them:
\`status=Pending\` fails with a note saying so (the other checks read it as pending). A note set off by a
blank after any value (\`status=pending (owner: Dana)\`, \`domain=api (Dana)\`), a
\`# comment\`, and a mark such as \`✅\` after a value are not part of the value,
a mark beside the id (\`N1 ✅\`, \`✅ N1\`) is no part of the id,
and a \`key=\` inside a note is no pair. A comma lists owners: \`domain=frontend,design\` is two
owners, as \`domain=frontend domain=design\` is. A \`domain=\` or \`output=\` left as
template text (\`domain=<owner>\`, \`output=<file, dir, or commit>\`, \`TBD\`,
\`TODO\`, \`...\`) names no owner or output and fails like an empty one.`,
  audit: [
    { source: "One node, one owner, one output.", enforced: "fails on a repeated node id and on a node without exactly one domain= (or owner=) and one output= (Constraints and invariant 1)" },
    { source: "Each has a domain and a worker.", enforced: "a node without domain=, or with an empty or template domain= (`<owner>`, TBD), fails" },
    { source: "Domains -- who owns the node. Each domain maps to a worker with the right expertise. One node, one owner.", enforced: "the same check; status must be pending or pre-done" },
    { source: "N1   domain=<owner>   output=<file, dir, or commit>   status=pending|pre-done", enforced: "a node without status= fails, and so does a status word not in lower case (`status=Pending`)" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when every node has one owner and one output',
      files: {
        'docs/spec.md': '# Spec\n\nItems are listed newest first.\n',
        'graph.md': DELEGATED,
      },
    },
    {
      status: 'fail',
      title: 'fails on a missing output, two outputs, an empty domain and an unknown status',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
NODES:
  N1  domain=api  status=pending
  N2  domain=  output=web/app.ts output=web/b.ts  status=done
WAVES:
  WAVE 1 : [N1 ∥ N2]  — all`,
      },
    },
    {
      status: 'fail',
      title: 'fails on two owners, one written domain= and one owner=',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
NODES:
  N1  domain=api  output=src/api.ts  status=pending  owner=bob
WAVES:
  WAVE 1 : [N1]  — api`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a DELEGATED GRAPH',
      files: {
        'graph.md': transcript(N1_SUBGRAPH, N1_RETURN),
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true });
    if (skip) return skip;
    const g = model.delegated!;
    const findings: Finding[] = [];
    const seen = new Map<string, number>();
    for (const n of g.nodes) {
      const first = seen.get(n.id);
      if (first !== undefined) findings.push(model.at(n.line, `node id ${n.id} is declared again (first at line ${first})`, n.column));
      else seen.set(n.id, n.line);
      if (n.domains.length === 0) findings.push(model.at(n.line, `node ${n.id} has no domain= (its owner)`, n.column));
      // `owner=` is read as `domain=`: each owner as the line writes it (`domain=be, owner=bob`). A comma lists
      // owners as it lists outputs: `domain=frontend,design` is two, as `domain=frontend domain=design` is.
      const owners = n.domains.flatMap((d) => d.value.split(',').filter((o) => o.trim() !== '').map(() => d));
      if (owners.length > 1) findings.push(model.at(n.line, `node ${n.id} has ${owners.length} owners (${list(n.domains.map((d) => `${d.key}=${d.value}`))}); one node has one owner`, owners[1]!.column));
      for (const d of n.domains) {
        if (d.value === '') findings.push(model.at(n.line, `node ${n.id} has an empty domain=`, d.column));
        // Template text names no one; "none" is left to what the value means, not read as a template.
        else if (graphIsPlaceholder(d.value, true)) findings.push(model.at(n.line, `node ${n.id} has a placeholder domain=${d.value.slice(0, 60)}; name its owner`, d.column));
      }
      if (n.outputs.length === 0) findings.push(model.at(n.line, `node ${n.id} has no output= (the file, folder or commit it produces)`, n.column));
      if (n.outputs.length > 1) findings.push(model.at(n.line, `node ${n.id} has ${n.outputs.length} output= values; one node has one output`, n.outputs[1]!.column));
      for (const o of n.outputs) {
        if (o.value === '') findings.push(model.at(n.line, `node ${n.id} has an empty output=`, o.column));
        else if (graphIsPlaceholder(o.value, true)) findings.push(model.at(n.line, `node ${n.id} has a placeholder output=${o.value.slice(0, 60)}; name the file, folder or commit it produces`, o.column));
      }
      const written = n.status?.value.trim();
      const status = written?.toLowerCase();
      // The block format gives every node `status=pending|pre-done`: without one, whether it is spawned is a guess.
      if (status === undefined) findings.push(model.at(n.line, `node ${n.id} has no status= (pending or pre-done)`, n.column));
      else if (!(GRAPH_NODE_STATUSES as readonly string[]).includes(status)) {
        findings.push(model.at(n.line, `node ${n.id} has status=${n.status!.value}; expected pending or pre-done`, n.status!.column));
      } else {
        // Read as meant by the other checks; the protocol writes the words in lower case, as the contract pack's actions.
        const miscased = graphMiscasedWord(written!, GRAPH_NODE_STATUSES, 'status');
        if (miscased) findings.push(model.at(n.line, `node ${n.id} has status=${written}; ${miscased}`, n.status!.column));
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'node declaration problem')} in the DELEGATED GRAPH (line ${g.line})`,
        fix: 'Give every node a unique id, exactly one domain=, exactly one output= (filled in, not template text) and status=pending or status=pre-done (lower case); split a node with two owners or outputs into two nodes.',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(g.nodes.length, 'node')}, each with one owner and one output` };
  },
});
