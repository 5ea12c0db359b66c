import { defineRule, graphSkip, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, N1_SUBGRAPH, N2_RETURN, N2_SUBGRAPH, transcript } from './examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-gate-order',
  pack: 'graph',
  summary: 'No node of WAVE n+1 is spawned before every spawned node of the earlier waves has returned',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `"WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes)." The
transcript records events in order. A RETURN of a later-wave node written before
the first RETURN of an earlier-wave node proves the later node ran while the
earlier wave was still open: that fails. An AGENT SUBGRAPH of a later-wave node
written before the RETURN of an earlier-wave node, with no such proof, only
warns: a plan document may list every AGENT SUBGRAPH up front before any spawn
happens. Pre-done nodes count as done.`,
  audit: [
    { source: 'WAVE n+1 never starts before WAVE n is done or FAILED.', enforced: 'fails when a later-wave RETURN precedes the first RETURN of an earlier-wave node; warns when only its AGENT SUBGRAPH comes first' },
    { source: 'WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes).', enforced: 'the same check (invariant 4)' },
    { source: 'The gate between waves waits for all prior nodes.', enforced: 'every spawned node of every earlier wave, not only the previous one, must have returned' },
    { source: "Between acquire and release, the worker owns its subgraph. The coordinator does not interfere — it waits at the gate.", enforced: 'the same order check, read as the coordinator waiting at the gate' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when each wave is spawned after the earlier waves returned',
      files: {
        'graph.md': 'DELEGATED GRAPH: demo',
      },
    },
    {
      status: 'fail',
      title: 'fails when a later-wave node returned before an earlier-wave node did: the order proves it ran early',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N2_SUBGRAPH, N2_RETURN, 'RETURN: N1'),
      },
    },
    {
      status: 'warn',
      title: 'warns when a later-wave node is spawned before an earlier-wave node returned',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
NODES:
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending
WAVES:
  WAVE 1 : [N0 ∥ N1]  — base
  WAVE 2 : [N2]       — client
AGENT SUBGRAPH — N1 api
AGENT SUBGRAPH — N2 web`,
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
    let proven = 0;
    const spawned = model.delegated!.nodes.filter((n) => model.statusOf(n) !== 'pre-done' && model.subgraphsFor(n.id).length > 0);
    for (const n of spawned) {
      const wave = model.waveOf(n.id);
      if (wave === undefined) continue;
      const first = model.subgraphsFor(n.id)[0]!;
      for (const up of spawned) {
        const upWave = model.waveOf(up.id);
        if (upWave === undefined || upWave >= wave) continue;
        const upReturns = model.returnsFor(up.id);
        if (upReturns.some((r) => r.line < first.line)) continue;
        const early = upReturns.length ? model.returnsFor(n.id).find((r) => r.line < upReturns[0]!.line) : undefined;
        if (early) {
          proven++;
          findings.push(model.at(early.line, `${n.id} (WAVE ${wave}) returned before ${up.id} (WAVE ${upWave}) returned (line ${upReturns[0]!.line}): WAVE ${wave} ran before WAVE ${upWave} completed`));
        } else {
          findings.push(model.at(first.line, `${n.id} (WAVE ${wave}) is spawned before ${up.id} (WAVE ${upWave}) has returned; WAVE ${wave} must wait for WAVE ${upWave}`));
        }
      }
    }
    if (findings.length) {
      return {
        status: proven ? 'fail' : 'warn',
        detail: proven
          ? `${plural(proven, 'node')} of a later wave returned before an earlier wave completed`
          : `${plural(findings.length, 'spawn')} before the gate of the previous wave`,
        fix: 'Collect every RETURN of a wave (and handle failed and evolved nodes) before writing the AGENT SUBGRAPH blocks of the next wave.',
        findings,
      };
    }
    return { status: 'pass', detail: 'every wave was spawned after the earlier waves returned' };
  },
});
