import { defineRule, graphSkip, graphMentions, graphNamesPath, graphOutputPaths, graphSaysNone, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { NODES_AND_EDGES } from './examples-fixtures.js';

/** Whether INPUTS passes an upstream output: every path of it, or the output text when it is no path. */
function passes(inputs: string, output: string): boolean {
  const paths = graphOutputPaths(output);
  if (paths.length) return paths.every((p) => graphNamesPath(inputs, p));
  return output.trim() !== '' && inputs.toLowerCase().includes(output.trim().toLowerCase());
}

export default defineRule<GraphModel>({
  id: 'graph-subgraph-inputs',
  pack: 'graph',
  summary: 'The INPUTS of each AGENT SUBGRAPH name the outputs of the node\'s upstream nodes',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The "missing input" break point: a node in wave 2 needs the output of wave 1,
but the coordinator did not pass it; the edge is invisible to the worker. For
every edge \`Nx → Ny\`, the INPUTS of Ny's AGENT SUBGRAPH must name Nx's output
(each of its paths; the output text when it is not a path). The reverse warns:
INPUTS that name another node's output without an edge from that node hide a
dependency from the wave plan.`,
  audit: [
    { source: "Missing input -- a node in wave 2 needs the output of wave 1, but the coordinator did not pass it. The edge is invisible.", enforced: "fails when INPUTS omits the output of a node with an edge into this one; warns when INPUTS names another node's output without an edge" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when INPUTS name every upstream output',
      files: {
        'graph.md': `${NODES_AND_EDGES}
AGENT SUBGRAPH — N2 web
INPUTS       : docs/spec.md (N0), src/api.ts (N1)`,
      },
    },
    {
      status: 'fail',
      title: 'fails on the one upstream output left out, and when INPUTS is missing',
      files: {
        'graph.md': `# Transcript

${NODES_AND_EDGES}
AGENT SUBGRAPH — N2 web`,
      },
    },
    {
      status: 'warn',
      title: 'warns when INPUTS read another node\'s output without an edge',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
AGENT SUBGRAPH — N1 api
INPUTS       : docs/spec.md`,
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
    const errors: Finding[] = [];
    const warnings: Finding[] = [];
    let checked = 0;
    for (const s of model.subgraphs) {
      const node = model.node(s.node);
      if (!node) continue;
      const inputs = s.fields['INPUTS'];
      const text = inputs?.value ?? '';
      const where = inputs ? { line: inputs.line, column: inputs.valueColumns[0] } : { line: s.line, column: 1 };
      const upstream = model.upstream(node.id);
      for (const u of upstream) {
        const un = model.node(u);
        const out = un?.outputs[0]?.value;
        if (!un || !out) continue;
        checked++;
        if (!passes(text, out)) {
          const edge = g.edges.find((e) => e.from.id === u && e.to.id === node.id)!;
          const said = !inputs ? 'has no INPUTS' : graphSaysNone(text) ? 'says INPUTS none' : `does not pass ${out}`;
          errors.push(model.at(where.line, `AGENT SUBGRAPH ${node.id} ${said}, but edge ${u} → ${node.id} (line ${edge.line}) means it reads ${u}'s output ${out}`, where.column));
        }
      }
      if (!inputs || graphSaysNone(text)) continue;
      for (const other of g.nodes) {
        if (other.id === node.id || upstream.includes(other.id)) continue;
        const out = other.outputs[0]?.value;
        if (!out || graphOutputPaths(out).length === 0) continue;
        if (passes(text, out) || graphMentions(text, `${other.id}.output`)) {
          warnings.push(model.at(where.line, `AGENT SUBGRAPH ${node.id} reads ${other.id}'s output ${out}, but the DELEGATED GRAPH has no edge ${other.id} → ${node.id}`, where.column));
        }
      }
    }
    if (errors.length) {
      return {
        status: 'fail',
        detail: `${plural(errors.length, 'upstream output is', 'upstream outputs are')} not passed to the node that reads ${errors.length > 1 ? 'them' : 'it'} (missing input)`,
        fix: 'List the output path of every upstream node in the INPUTS field of the reading node\'s AGENT SUBGRAPH.',
        findings: [...errors, ...warnings],
      };
    }
    if (warnings.length) {
      return {
        status: 'warn',
        detail: `${plural(warnings.length, 'INPUTS reads', 'INPUTS read')} another node's output without an edge in the DELEGATED GRAPH`,
        fix: 'Add the missing edge (and move the reader to a later wave), or drop the input if the node does not need it.',
        findings: warnings,
      };
    }
    return { status: 'pass', detail: `${plural(checked, 'upstream output')} passed through INPUTS` };
  },
});
