import { defineRule, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/**
 * The last RETURN when the transcript's run is over but no IMPLEMENTED GRAPH closes it: every
 * pending node of the last DELEGATED GRAPH has a last RETURN that is done, or failed the second
 * time (no retry is left). An evolved node awaits its re-plan, a first failure its retry.
 */
function finishedWithoutImplemented(model: GraphModel): { line: number; plan: number } | undefined {
  const plan = model.delegated;
  if (!plan || model.implementedGraphs.length) return undefined;
  // Each id at its first declaration: a pre-done node repeated as pending is still pre-done (no RETURN expected).
  const pending = model.plan(plan).declared().filter((n) => model.statusOf(n) !== 'pre-done');
  if (!pending.length) return undefined;
  let last = 0;
  for (const n of pending) {
    const rs = model.returnsFor(n.id);
    const end = rs[rs.length - 1];
    if (!end) return undefined;
    const status = model.returnStatus(end);
    if (status !== 'done' && !(status === 'failed' && rs.filter((r) => model.returnStatus(r) === 'failed').length >= 2)) return undefined;
    last = Math.max(last, end.line);
  }
  return { line: last, plan: plan.line };
}

export default defineRule<GraphModel>({
  id: 'graph-block-order',
  pack: 'graph',
  summary: 'The DELEGATED GRAPH comes before any AGENT SUBGRAPH or RETURN, and the IMPLEMENTED GRAPH after the last of them',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `The execution graph: "Emit before any agent is spawned." The implemented graph:
"Emit after the last wave." A transcript records events in order, so an AGENT
SUBGRAPH or RETURN written above the first DELEGATED GRAPH proves a worker was
spawned before the plan existed, and one written below the IMPLEMENTED GRAPH
(with no new DELEGATED GRAPH in between) proves the result was emitted while a
wave was still running. Both fail, and so does an IMPLEMENTED GRAPH written
above the first DELEGATED GRAPH. A transcript whose run is over — every
pending node of the last DELEGATED GRAPH returned done, or failed a second time
— with no IMPLEMENTED GRAPH at all warns at the last RETURN (fails in
\`--mode ready\`): the implemented graph is what the delegation is compared
with. Skips when the transcript has no AGENT SUBGRAPH and no RETURN.`,
  audit: [
    { source: 'Emit before any agent is spawned.', enforced: 'fails on an AGENT SUBGRAPH or RETURN above the first DELEGATED GRAPH' },
    { source: 'Map the successful task as an execution graph before spawning any worker.', enforced: 'the same check' },
    { source: 'Emit after the last wave.', enforced: 'fails on an AGENT SUBGRAPH or RETURN below an IMPLEMENTED GRAPH with no DELEGATED GRAPH between them' },
    { source: 'Emit after the last wave.', enforced: 'fails on an IMPLEMENTED GRAPH above the first DELEGATED GRAPH' },
    { source: 'Emit after the last wave.', enforced: 'warns (fails in --mode ready) when every spawned node has returned and no IMPLEMENTED GRAPH follows' },
    { source: 'The worker records the implemented graph AFTER implementing.', enforced: 'the same check, for the coordinator\'s IMPLEMENTED GRAPH' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when the plan comes first and the implemented graph last',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails on a spawn written above the DELEGATED GRAPH',
      files: {
        'graph.md': transcript(N1_SUBGRAPH, DELEGATED, N1_RETURN),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'warn',
      title: 'warns at the last RETURN when every spawned node returned and no IMPLEMENTED GRAPH follows',
      files: {
        'graph.md': transcript(...DELEGATION),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'skip',
      title: 'skips a plan nothing has been spawned for yet (no AGENT SUBGRAPH or RETURN)',
      files: {
        'graph.md': transcript(DELEGATED),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
  ],
  check({ model, options }) {
    const spawns = [...model.subgraphs.map((s) => ({ line: s.line, what: `AGENT SUBGRAPH${s.node ? ` ${s.node}` : ''}` })), ...model.returns.map((r) => ({ line: r.line, what: `RETURN${r.node ? ` ${r.node}` : ''}` }))].sort((a, b) => a.line - b.line);
    if (!spawns.length) return { status: 'skip', detail: `no AGENT SUBGRAPH or RETURN block in ${model.rel}`, missingArtefact: true };
    const findings: Finding[] = [];
    const firstPlan = model.delegatedGraphs[0]?.line;
    if (firstPlan !== undefined) {
      for (const s of spawns.filter((x) => x.line < firstPlan)) findings.push(model.at(s.line, `${s.what} is written before the DELEGATED GRAPH (line ${firstPlan}): the graph comes before any agent is spawned`));
      // An implemented graph above every plan was emitted before any wave ran, whatever it lists.
      for (const impl of model.implementedGraphs.filter((g) => g.line < firstPlan)) {
        findings.push(model.at(impl.line, `the IMPLEMENTED GRAPH is written before the DELEGATED GRAPH (line ${firstPlan}): the implemented graph comes after the last wave`));
      }
    }
    for (const impl of model.implementedGraphs) {
      const nextPlan = model.delegatedGraphs.find((g) => g.line > impl.line)?.line ?? Infinity;
      for (const s of spawns.filter((x) => x.line > impl.endLine && x.line < nextPlan)) {
        findings.push(model.at(s.line, `${s.what} is written after the IMPLEMENTED GRAPH (line ${impl.line}): the implemented graph comes after the last wave`));
      }
    }
    const unclosed = findings.length ? undefined : finishedWithoutImplemented(model);
    if (unclosed) {
      const ready = options.mode === 'ready';
      return {
        status: ready ? 'fail' : 'warn',
        detail: `${ready ? 'REQUIRED in --mode ready: ' : ''}every spawned node has returned, but no IMPLEMENTED GRAPH follows`,
        fix: 'Emit the IMPLEMENTED GRAPH after the last wave: each node with its status, output and verify, then FAILURES, EVOLUTIONS, OFF-SCRIPT, GAPS and VERDICT.',
        findings: [{ ...model.at(unclosed.line, `every spawned node of the DELEGATED GRAPH (line ${unclosed.plan}) has returned, the last here, but no IMPLEMENTED GRAPH follows: it is emitted after the last wave`), ...(ready ? {} : { severity: 'warning' as const }) }],
      };
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'block')} out of order`,
        fix: 'Write the DELEGATED GRAPH before the first AGENT SUBGRAPH, and the IMPLEMENTED GRAPH after the last RETURN.',
        findings: findings.sort((a, b) => a.line - b.line),
      };
    }
    return { status: 'pass', detail: 'the DELEGATED GRAPH precedes every spawn and the IMPLEMENTED GRAPH follows every RETURN' };
  },
});
