import { defineRule, graphSkip, GRAPH_NODE_STATUSES, list, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';

export default defineRule<GraphModel>({
  id: 'graph-node-owner-output',
  pack: 'graph',
  summary: 'One node, one owner, one output: unique ids, exactly one domain= and one output=, a known status',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's first invariant is "one node, one owner, one output". A node
with two owners has no one accountable for it; a node with two \`output=\` cannot
be compared with what was built; two nodes with the same id make every edge
and wave ambiguous. \`owner=\` is read as \`domain=\`. \`status=\` must be
\`pending\` or \`pre-done\` (a node without status counts as pending).`,
  audit: [
    { source: "One node, one owner, one output.", enforced: "fails on a repeated node id and on a node without exactly one domain= (or owner=) and one output= (Constraints and invariant 1)" },
    { source: "Each has a domain and a worker.", enforced: "a node without domain= fails" },
    { source: "Domains -- who owns the node. Each domain maps to a worker with the right expertise. One node, one owner.", enforced: "the same check; status must be pending or pre-done" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when every node has one owner and one output',
      files: {
        'docs/spec.md': `# Spec

Items are listed newest first.
`,
        'graph.md': `# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
EDGES:
  N0 → N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 ∥ N1]  — base
  WAVE 2 : [N2]       — client

AGENT SUBGRAPH — N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking §2 §6
SUBGRAPH     : GET /items → list → json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items → list → json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

AGENT SUBGRAPH — N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking §2
SUBGRAPH     : fetch /items → render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items → render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

IMPLEMENTED GRAPH: demo
WAVE 1 — base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 — client
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`,
      },
    },
    {
      status: 'fail',
      title: 'fails on a missing output, two outputs, an empty domain and an unknown status',
      files: {
        'docs/spec.md': `# Spec

Items are listed newest first.
`,
        'graph.md': `# Transcript

DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api  status=pending
  N2  domain=  output=web/app.ts output=web/b.ts  status=done
EDGES:
  N0 → N2   (N2 reads the spec)
  N1 -> N2
WAVES:
  WAVE 1 : [N0 ∥ N1]  — base
  WAVE 2 : [N2]       — client

AGENT SUBGRAPH — N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking §2 §6
SUBGRAPH     : GET /items → list → json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items → list → json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

AGENT SUBGRAPH — N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking §2
SUBGRAPH     : fetch /items → render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items → render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

IMPLEMENTED GRAPH: demo
WAVE 1 — base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 — client
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a DELEGATED GRAPH',
      files: {
        'docs/spec.md': `# Spec

Items are listed newest first.
`,
        'graph.md': `AGENT SUBGRAPH — N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking §2 §6
SUBGRAPH     : GET /items → list → json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>

RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items → list → json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.

AGENT SUBGRAPH — N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking §2
SUBGRAPH     : fetch /items → render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved

RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items → render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.

IMPLEMENTED GRAPH: demo
WAVE 1 — base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 — client
  N2  status=done      output=web/app.ts    verify=pass
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none
VERDICT    : matches
`,
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
      if (n.domains.length > 1) findings.push(model.at(n.line, `node ${n.id} has ${n.domains.length} domain= values (${list(n.domains.map((d) => d.value))}); one node has one owner`, n.domains[1]!.column));
      for (const d of n.domains) if (d.value === '') findings.push(model.at(n.line, `node ${n.id} has an empty domain=`, d.column));
      if (n.outputs.length === 0) findings.push(model.at(n.line, `node ${n.id} has no output= (the file, folder or commit it produces)`, n.column));
      if (n.outputs.length > 1) findings.push(model.at(n.line, `node ${n.id} has ${n.outputs.length} output= values; one node has one output`, n.outputs[1]!.column));
      for (const o of n.outputs) if (o.value === '') findings.push(model.at(n.line, `node ${n.id} has an empty output=`, o.column));
      const status = n.status?.value.trim().toLowerCase();
      if (status !== undefined && !(GRAPH_NODE_STATUSES as readonly string[]).includes(status)) {
        findings.push(model.at(n.line, `node ${n.id} has status=${n.status!.value}; expected pending or pre-done`, n.status!.column));
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${findings.length} node declaration problem${findings.length > 1 ? 's' : ''} in the DELEGATED GRAPH (line ${g.line})`,
        fix: 'Give every node a unique id, exactly one domain=, exactly one output= and status=pending or status=pre-done; split a node with two owners or outputs into two nodes.',
        findings,
      };
    }
    return { status: 'pass', detail: `${g.nodes.length} node${g.nodes.length === 1 ? '' : 's'}, each with one owner and one output` };
  },
});
