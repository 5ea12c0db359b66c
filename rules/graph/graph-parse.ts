import { defineRule, plural, type GraphModel } from '@engagement-lint/core/kit-graph';

export default defineRule<GraphModel>({
  id: 'graph-parse',
  pack: 'graph',
  summary: 'The transcript holds a DELEGATED GRAPH and every protocol block parses',
  statuses: ['pass', 'fail'],
  docs: `Every other graph rule reads the blocks this one parses: DELEGATED GRAPH
(NODES, EDGES, WAVES), AGENT SUBGRAPH, RETURN and IMPLEMENTED GRAPH. Blocks may
sit in fenced code blocks or plain text; decorative \`═══\` / \`───\` lines are
ignored, \`→\` and \`->\` both draw an edge, and \`∥\`, \`||\` and \`,\` all separate
wave members. A line the grammar cannot read is reported with its line number
and skipped, so the rest of the transcript is still checked. The coordinator
writes the DELEGATED GRAPH before spawning anyone, so a transcript without one
fails. When a plan is re-issued after an evolution, the last DELEGATED GRAPH is
the plan the other rules check, and the last IMPLEMENTED GRAPH the result.`,
  audit: [
    { source: "Many workers (two or more nodes, or any node a separate agent will run) get all blocks below.", enforced: "fails when a transcript with protocol blocks has no DELEGATED GRAPH, and on every block line it cannot read" },
    { source: "These are the fixed blocks that carry them.", enforced: "each block is read in the format the protocol fixes (arrow and separator spellings, fences and rules tolerated); what does not parse is a located finding" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes and counts the blocks of a well-formed transcript',
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
      title: 'fails when the file holds no protocol block at all',
      files: {
        'docs/spec.md': `# Spec

Items are listed newest first.
`,
        'graph.md': `# Notes

We should delegate this.
`,
      },
    },
  ],
  check({ model }) {
    const findings = model.problems.map((p) => model.at(p.line, p.message, p.column));
    const blocks = model.delegatedGraphs.length + model.subgraphs.length + model.returns.length + model.implementedGraphs.length;
    if (blocks === 0) {
      return {
        status: 'fail',
        detail: `${model.rel} holds no DELEGATED GRAPH, AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH block`,
        fix: 'Write the blocks in the Graph Protocol format, each header at the start of its line (`DELEGATED GRAPH: <task>`).',
        findings: [...findings, model.at(1, 'no Graph Protocol block found in this file')],
      };
    }
    if (!model.delegated) {
      findings.push(model.at(1, 'no DELEGATED GRAPH block: the plan must be written before any agent is spawned'));
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'problem')} reading the protocol blocks of ${model.rel}${model.delegated ? '' : ' (no DELEGATED GRAPH)'}`,
        fix: 'Correct each reported line to the block grammar: `N1  domain=<owner>  output=<path>  status=pending`, `N1 → N3`, `WAVE 1 : [N1 ∥ N2] — <purpose>`, `FIELD : value`.',
        findings,
      };
    }
    const parts = [
      plural(model.delegatedGraphs.length, 'DELEGATED GRAPH', 'DELEGATED GRAPHs'),
      plural(model.subgraphs.length, 'AGENT SUBGRAPH', 'AGENT SUBGRAPHs'),
      plural(model.returns.length, 'RETURN', 'RETURNs'),
      plural(model.implementedGraphs.length, 'IMPLEMENTED GRAPH', 'IMPLEMENTED GRAPHs'),
    ];
    return { status: 'pass', detail: `parsed ${parts.join(', ')}` };
  },
});
