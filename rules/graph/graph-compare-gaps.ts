import { defineRule, graphSkip, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';

export default defineRule<GraphModel>({
  id: 'graph-compare-gaps',
  pack: 'graph',
  summary: 'GAPS lists exactly the delegated nodes the IMPLEMENTED GRAPH lacks',
  statuses: ['pass', 'fail', 'skip'],
  docs: `"If the delegated subgraph has nodes the implemented graph did not cover, the
worker missed something." GAPS is where the coordinator admits it. A delegated
node absent from the IMPLEMENTED GRAPH but not in GAPS is a silent gap; a node
in GAPS that the IMPLEMENTED GRAPH does cover, or that was never delegated, is a
false report. An entry may name the node or its output path. Each difference is
reported twice: at the DELEGATED GRAPH line and at the IMPLEMENTED GRAPH line,
each message naming the other.`,
  audit: [
    { source: "If the delegated subgraph has nodes the implemented graph did not cover, the worker missed something.", enforced: "fails when GAPS does not list exactly the delegated nodes the IMPLEMENTED GRAPH lacks" },
    { source: "GAPS : [delegated nodes or files no implemented graph covers, or none]", enforced: "the same check, with both locations" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when GAPS lists the missing node by id or by its output path',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
NODES:
  N2  domain=web   output=web/app.ts    status=pending
IMPLEMENTED GRAPH: demo
GAPS : [N2]`,
      },
    },
    {
      status: 'fail',
      title: 'fails on an unlisted gap with a finding at each location, each naming the other',
      files: {
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
FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none`,
      },
    },
    {
      status: 'skip',
      title: 'skips without an IMPLEMENTED GRAPH or a DELEGATED GRAPH',
      files: {
        'graph.md': 'IMPLEMENTED GRAPH: demo',
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true, implemented: true });
    if (skip) return skip;
    const d = model.delegated!;
    const impl = model.implemented!;
    const gaps = model.differences().filter((x) => x.kind === 'gap');
    const list = impl.gaps;
    const findings: Finding[] = [];
    const here = list ? { line: list.field.line, what: `GAPS (line ${list.field.line})` } : { line: impl.line, what: `the IMPLEMENTED GRAPH (line ${impl.line}), which has no GAPS line,` };
    const listed = model.listed(list);
    for (const g of gaps) {
      if (listed.has(g.node)) continue;
      findings.push(model.at(g.delegated!.line, `${g.node} is delegated here but missing from the IMPLEMENTED GRAPH, and ${here.what} does not list it`, g.delegated!.column));
      findings.push(model.at(here.line, `GAPS does not list ${g.node}, delegated at line ${g.delegated!.line} and absent from the IMPLEMENTED GRAPH`));
    }
    for (const item of list?.items ?? []) {
      const e = model.entry(item.value);
      const id = e.kind === 'node' ? e.id : e.kind === 'file' ? e.node : undefined;
      if (e.kind === 'text') {
        findings.push(model.at(item.line, `GAPS entry "${item.value.slice(0, 40)}" is neither a node id nor a path`, item.column));
        continue;
      }
      if (!id) continue; // a file finer than any node: only the worker's own graph can say
      const dn = model.node(id);
      const implNode = impl.nodes.find((n) => n.id === id);
      if (!dn) {
        findings.push(model.at(item.line, `GAPS lists ${id}, which the DELEGATED GRAPH (line ${d.line}) does not declare`, item.column));
        findings.push(model.at(d.line, `the DELEGATED GRAPH declares no ${id}, yet GAPS (line ${item.line}) lists it`));
      } else if (implNode) {
        findings.push(model.at(item.line, `GAPS lists ${id}, but the IMPLEMENTED GRAPH covers it at line ${implNode.line} (delegated at line ${dn.line})`, item.column));
        findings.push(model.at(dn.line, `${id} is delegated here and implemented at line ${implNode.line}, yet GAPS (line ${item.line}) lists it`, dn.column));
      }
    }
    if (!list && !gaps.length) findings.push(model.at(impl.line, 'the IMPLEMENTED GRAPH has no GAPS line (write `GAPS : none`)'));
    if (findings.length) {
      return {
        status: 'fail',
        detail: `GAPS disagrees with the comparison (${plural(findings.length, 'finding')}): ${plural(gaps.length, 'delegated node is', 'delegated nodes are')} missing from the IMPLEMENTED GRAPH`,
        fix: 'List in GAPS exactly the delegated nodes (or their outputs) that the IMPLEMENTED GRAPH does not cover; write `GAPS : none` when it covers them all.',
        findings,
      };
    }
    return { status: 'pass', detail: gaps.length ? `GAPS lists the ${plural(gaps.length, 'uncovered node')}` : 'every delegated node is implemented and GAPS says none' };
  },
});
