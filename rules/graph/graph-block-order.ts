import { defineRule, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { N1_SUBGRAPH, transcript } from './examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-block-order',
  pack: 'graph',
  summary: 'The DELEGATED GRAPH comes before any AGENT SUBGRAPH or RETURN, and the IMPLEMENTED GRAPH after the last of them',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The execution graph: "Emit before any agent is spawned." The implemented graph:
"Emit after the last wave." A transcript records events in order, so an AGENT
SUBGRAPH or RETURN written above the first DELEGATED GRAPH proves a worker was
spawned before the plan existed, and one written below the IMPLEMENTED GRAPH
(with no new DELEGATED GRAPH in between) proves the result was emitted while a
wave was still running. Both fail. Skips when the transcript has no AGENT
SUBGRAPH and no RETURN.`,
  audit: [
    { source: 'Emit before any agent is spawned.', enforced: 'fails on an AGENT SUBGRAPH or RETURN above the first DELEGATED GRAPH' },
    { source: 'Map the successful task as an execution graph before spawning any worker.', enforced: 'the same check' },
    { source: 'Emit after the last wave.', enforced: 'fails on an AGENT SUBGRAPH or RETURN below an IMPLEMENTED GRAPH with no DELEGATED GRAPH between them' },
    { source: 'The worker records the implemented graph AFTER implementing.', enforced: 'the same check, for the coordinator\'s IMPLEMENTED GRAPH' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when the plan comes first and the implemented graph last',
      files: {
        'graph.md': 'RETURN: N2',
      },
    },
    {
      status: 'fail',
      title: 'fails on a spawn written above the DELEGATED GRAPH',
      files: {
        'graph.md': transcript(N1_SUBGRAPH, 'DELEGATED GRAPH: demo'),
      },
    },
    {
      status: 'skip',
      title: 'skips without an AGENT SUBGRAPH or RETURN',
      files: {},
    },
  ],
  check({ model }) {
    const spawns = [...model.subgraphs.map((s) => ({ line: s.line, what: `AGENT SUBGRAPH${s.node ? ` ${s.node}` : ''}` })), ...model.returns.map((r) => ({ line: r.line, what: `RETURN${r.node ? ` ${r.node}` : ''}` }))].sort((a, b) => a.line - b.line);
    if (!spawns.length) return { status: 'skip', detail: `no AGENT SUBGRAPH or RETURN block in ${model.rel}`, missingArtefact: true };
    const findings: Finding[] = [];
    const firstPlan = model.delegatedGraphs[0]?.line;
    if (firstPlan !== undefined) {
      for (const s of spawns.filter((x) => x.line < firstPlan)) findings.push(model.at(s.line, `${s.what} is written before the DELEGATED GRAPH (line ${firstPlan}): the graph comes before any agent is spawned`));
    }
    for (const impl of model.implementedGraphs) {
      const nextPlan = model.delegatedGraphs.find((g) => g.line > impl.line)?.line ?? Infinity;
      for (const s of spawns.filter((x) => x.line > impl.endLine && x.line < nextPlan)) {
        findings.push(model.at(s.line, `${s.what} is written after the IMPLEMENTED GRAPH (line ${impl.line}): the implemented graph comes after the last wave`));
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'block')} out of order`,
        fix: 'Write the DELEGATED GRAPH before the first AGENT SUBGRAPH, and the IMPLEMENTED GRAPH after the last RETURN.',
        findings,
      };
    }
    return { status: 'pass', detail: 'the DELEGATED GRAPH precedes every spawn and the IMPLEMENTED GRAPH follows every RETURN' };
  },
});
