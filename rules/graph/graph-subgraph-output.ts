import { defineRule, graphSkip, graphIsPlaceholder, graphSameOutput, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { NODES } from './examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-subgraph-output',
  pack: 'graph',
  summary: 'The OUTPUT of each AGENT SUBGRAPH is the output= its node declares',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The node's \`output=\` is what the next wave reads and what the IMPLEMENTED GRAPH
is compared against. When the prompt asks the worker for a different file, the
worker builds the wrong thing faithfully ("misinterpretation") and the downstream
node reads nothing. Outputs are compared as sets of paths: order, \`./\`, a trailing
\`/\` and parenthetical remarks do not matter. Missing or placeholder OUTPUT fields
are reported by \`graph-subgraph-complete\`.`,
  audit: [
    { source: "OUTPUT : <exact path(s) or artifact this node must produce>", enforced: "fails when the AGENT SUBGRAPH OUTPUT is not the output= its node declares" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when each subgraph asks for its node\'s output',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
AGENT SUBGRAPH — N1 api
OUTPUT       : src/api.ts
AGENT SUBGRAPH — N2 web
OUTPUT       : web/app.ts`,
      },
    },
    {
      status: 'fail',
      title: 'fails when the subgraph asks for another file, naming the node line',
      files: {
        'graph.md': `# Transcript

${NODES}
AGENT SUBGRAPH — N2 web
OUTPUT       : web/main.ts`,
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
    const findings: Finding[] = [];
    let compared = 0;
    for (const s of model.subgraphs) {
      const node = model.node(s.node);
      const want = node?.outputs[0];
      const got = s.fields['OUTPUT'];
      if (!node || !want || !got || graphIsPlaceholder(got.value) || graphIsPlaceholder(want.value)) continue;
      compared++;
      if (!graphSameOutput(want.value, got.value)) {
        findings.push(model.at(got.line, `AGENT SUBGRAPH ${s.node} asks for OUTPUT ${got.value.split('\n')[0]} but node ${node.id} (line ${node.line}) declares output=${want.value}`, got.valueColumns[0]));
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'AGENT SUBGRAPH block asks', 'AGENT SUBGRAPH blocks ask')} for another output than the node declares`,
        fix: 'Make the AGENT SUBGRAPH OUTPUT the exact output= of its node, or change the node in the DELEGATED GRAPH and say so.',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(compared, 'AGENT SUBGRAPH OUTPUT field')} match their node's output=` };
  },
});
