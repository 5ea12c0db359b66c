import { defineRule, graphSkip, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';

export default defineRule<GraphModel>({
  id: 'graph-compare-outputs',
  pack: 'graph',
  summary: 'Each implemented node produced the output= it was delegated',
  statuses: ['pass', 'warn', 'skip'],
  docs: `"Same nodes. Same A flowing through." A node that wrote another file than
delegated leaves its readers with nothing at the path they were given. Outputs
are compared as sets of paths (order, \`./\` and a trailing \`/\` aside). The rule
warns rather than fails: a worker may legitimately refine a folder output into
the files inside it, but the VERDICT must then name the difference. Each
difference is reported at both locations.`,
  audit: [
    { source: "Same nodes. Same A flowing through.", enforced: "warns when an implemented node's output differs from its delegated output= (a worker may refine a folder into its files; the VERDICT must then name it)" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when every node produced its delegated output',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo`,
      },
    },
    {
      status: 'warn',
      title: 'warns on another output, at both locations',
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
  N2  status=done  output=web/main.ts  verify=pass`,
      },
    },
    {
      status: 'skip',
      title: 'skips without an IMPLEMENTED GRAPH',
      files: {
        'graph.md': 'DELEGATED GRAPH: demo',
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true, implemented: true });
    if (skip) return skip;
    const findings: Finding[] = [];
    const diffs = model.differences().filter((x) => x.kind === 'output');
    for (const x of diffs) {
      findings.push(model.at(x.delegated!.line, `${x.message}; the IMPLEMENTED GRAPH line is ${x.implemented!.line}`, x.delegated!.column));
      findings.push(model.at(x.implemented!.line, `${x.message}; the DELEGATED GRAPH line is ${x.delegated!.line}`, x.implemented!.column));
    }
    if (findings.length) {
      return {
        status: 'warn',
        detail: `${plural(diffs.length, 'node')} produced another output than delegated`,
        fix: 'Produce the delegated output, or record the change (EVOLUTIONS, VERDICT) so the next reader knows where the work is.',
        findings,
      };
    }
    return { status: 'pass', detail: 'every implemented node produced its delegated output' };
  },
});
