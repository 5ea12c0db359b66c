import { defineRule, graphSkip, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';

export default defineRule<GraphModel>({
  id: 'graph-gate-order',
  pack: 'graph',
  summary: 'No node of WAVE n+1 is spawned before every spawned node of the earlier waves has returned',
  statuses: ['pass', 'warn', 'skip'],
  docs: `"WAVE n+1 never starts before WAVE n completes (modulo FAILED nodes)." The
transcript records events in order, so an AGENT SUBGRAPH of a later-wave node
written before the RETURN of an earlier-wave node means the gate was skipped and
the node may read an output that does not exist yet. Pre-done nodes count as
done. This rule warns rather than fails because a plan document may list every
AGENT SUBGRAPH up front before any spawn happens.`,
  examples: {
    pass: 'AGENT SUBGRAPH — N1 ...\nRETURN: N1 ...\nAGENT SUBGRAPH — N3 ...',
    fail: 'AGENT SUBGRAPH — N1 ...\nAGENT SUBGRAPH — N3 ...\nRETURN: N1 ...',
  },
  check({ model }) {
    const skip = graphSkip(model, { delegated: true });
    if (skip) return skip;
    const findings: Finding[] = [];
    const spawned = model.delegated!.nodes.filter((n) => model.statusOf(n) !== 'pre-done' && model.subgraphsFor(n.id).length > 0);
    for (const n of spawned) {
      const wave = model.waveOf(n.id);
      if (wave === undefined) continue;
      const first = model.subgraphsFor(n.id)[0]!;
      for (const up of spawned) {
        const upWave = model.waveOf(up.id);
        if (upWave === undefined || upWave >= wave) continue;
        const returned = model.returnsFor(up.id).some((r) => r.line < first.line);
        if (!returned) {
          findings.push(model.at(first.line, `${n.id} (WAVE ${wave}) is spawned before ${up.id} (WAVE ${upWave}) has returned; WAVE ${wave} must wait for WAVE ${upWave}`));
        }
      }
    }
    if (findings.length) {
      return {
        status: 'warn',
        detail: `${findings.length} spawn${findings.length > 1 ? 's' : ''} before the gate of the previous wave`,
        fix: 'Collect every RETURN of a wave (and handle failed and evolved nodes) before writing the AGENT SUBGRAPH blocks of the next wave.',
        findings,
      };
    }
    return { status: 'pass', detail: 'every wave was spawned after the earlier waves returned' };
  },
});
