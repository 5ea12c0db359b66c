import { defineRule, graphCutSaid, graphSkip, graphUndecidedSaid, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-compare-waves',
  pack: 'graph',
  summary: 'Each node sits in the same wave in the DELEGATED and the IMPLEMENTED GRAPH',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The wave is where a node's gate lies. A node implemented in another wave than
delegated ran before its inputs existed, or held up a wave it was not part of;
either way the delegated schedule is not what ran. A node listed twice in the
IMPLEMENTED GRAPH ran twice, and graph-verdict counts it as a difference. A
WAVE line of the IMPLEMENTED GRAPH with no node under it and no such wave in
the plan ran nothing: usually a note written as a wave line (\`Wave 3 (load
test) was dropped\`). Each difference is reported where the DELEGATED
GRAPH's WAVES section places the node and at the IMPLEMENTED GRAPH line, each
naming the other.

Naming the move in the VERDICT does not clear this check: the VERDICT must name
it (graph-verdict), but the schedule that ran still is not the one delegated.
When the plan changes, re-issue the DELEGATED GRAPH with the new waves before
running them; the last DELEGATED GRAPH is the one compared. A node named only on an IMPLEMENTED
GRAPH line graph-parse could not read (rows written as a table, or as the plan's
\`NODES:\` / \`WAVES:\` sections), or lying past the DELEGATED GRAPH's 20,000-node bound, is not
compared: the rule skips, or names it beside its other findings (\`not compared: N2 is
named only on IMPLEMENTED GRAPH line 31\`).`,
  audit: [
    { source: "Same nodes. Same A flowing through.", enforced: "fails when a node sits in another wave in the IMPLEMENTED GRAPH than in the DELEGATED GRAPH" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when each node sits in its delegated wave',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo`,
      },
    },
    {
      status: 'fail',
      title: 'fails on a node moved to another wave, at both locations',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\n  N2  status=done      output=web/app.ts    verify=pass`),
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
    const impl = model.implemented!;
    const findings: Finding[] = [];
    const moved = model.differences().filter((x) => x.kind === 'wave');
    for (const m of moved) {
      const dw = model.waveOf(m.node);
      const iw = model.implNode(m.node)!.wave;
      findings.push(model.at(m.delegated!.line, `${m.node} is delegated to WAVE ${dw} but implemented in WAVE ${iw} (line ${m.implemented!.line})`, m.delegated!.column));
      findings.push(model.at(m.implemented!.line, `${m.node} is implemented in WAVE ${iw} but delegated to WAVE ${dw} (line ${m.delegated!.line})`, m.implemented!.column));
    }
    const twice = model.implementedRepeats();
    for (const { node, first } of twice) findings.push(model.at(node.line, `${node.id} is listed again in the IMPLEMENTED GRAPH (first at line ${first})`, node.column));
    // A wave line the plan has no wave for, with no node under it, is a wave that never ran: a note written as a wave line.
    const planned = new Set(model.delegated!.waves.map((w) => w.number));
    const filled = new Set(impl.nodes.map((n) => n.wave));
    const phantom = impl.waves.filter((w) => !planned.has(w.number) && !filled.has(w.number));
    for (const w of phantom) findings.push(model.at(w.line, `WAVE ${w.number} of the IMPLEMENTED GRAPH lists no node, and the DELEGATED GRAPH has no WAVE ${w.number}`));
    // Nodes named only on lines graph-parse could not read, or past the DELEGATED GRAPH's node bound, were never compared: no pass for them.
    const undecided = model.undecidedGaps();
    const cut = graphCutSaid(model.delegated);
    const unsure = [...(cut ? [cut] : []), ...(undecided.length ? [graphUndecidedSaid(undecided)] : [])];
    const notCompared = unsure.length ? `not compared: ${unsure.join('; ')}` : '';
    if (findings.length) {
      const parts = [
        ...(moved.length ? [`${plural(moved.length, 'node')} ran in another wave than delegated`] : []),
        ...(twice.length ? [`${plural(twice.length, 'node')} listed twice`] : []),
        ...(phantom.length ? [`${plural(phantom.length, 'wave')} listed with no node and not delegated`] : []),
        ...(notCompared ? [notCompared] : []),
      ];
      return {
        status: 'fail',
        detail: parts.join('; '),
        // A VERDICT naming the move is required by graph-verdict but does not make the move right: the spec checks each node's wave on its own.
        fix: 'Run each node in its delegated wave. If the plan changed, re-issue the DELEGATED GRAPH with the new waves before running them (the last one is compared); naming the move in the VERDICT does not clear this check.',
        findings,
      };
    }
    if (notCompared) {
      return {
        status: 'skip',
        detail: `waves ${notCompared}, so the wave the nodes not read ran in cannot be decided (graph-parse reports the lines)`,
        fix: cut ? 'Split the task so that each graph holds at most 20,000 nodes, then re-run.' : 'Write each IMPLEMENTED GRAPH row in the protocol\'s format, `N1  status=done  output=<path>  verify=pass` under its `WAVE n — <purpose>` line, then re-run.',
      };
    }
    return { status: 'pass', detail: 'every implemented node sits in its delegated wave' };
  },
});
