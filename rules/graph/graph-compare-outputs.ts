import { defineRule, graphCutSaid, graphMentions, graphSkip, graphUndecidedSaid, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-compare-outputs',
  pack: 'graph',
  summary: 'Each implemented node produced the output= it was delegated',
  statuses: ['pass', 'warn', 'skip'],
  docs: `"Same nodes. Same A flowing through." A node that wrote another file than
delegated leaves its readers with nothing at the path they were given. Outputs
are compared as sets of paths (order, \`./\` and a trailing \`/\` aside, and a note
or mark after the value: \`output=src/a.py ✅\` is src/a.py). The rule
warns rather than fails: a worker may legitimately refine a folder output into
the files inside it, but the VERDICT must then name the difference. Each
difference is reported at both locations, unless it is recorded: EVOLUTIONS lists
the node, or a VERDICT other than \`matches\` names it. A node named only on an
IMPLEMENTED GRAPH line graph-parse could not read, or lying past the
DELEGATED GRAPH's 20,000-node bound, is not compared: the rule skips, or names it beside its warnings.`,
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
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done  output=web/main.ts  verify=pass`),
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
    const verdict = model.implemented?.verdict?.value.trim() ?? '';
    // "The VERDICT must then name the difference": a mismatch VERDICT naming the node, or its evolution, records it.
    const recorded = (node: string) => model.evolved(node) || (!/^\W*matches\b/i.test(verdict) && graphMentions(verdict, node));
    const all = model.differences().filter((x) => x.kind === 'output');
    const diffs = all.filter((x) => !recorded(x.node));
    for (const x of diffs) {
      findings.push(model.at(x.delegated!.line, `${x.message}; the IMPLEMENTED GRAPH line is ${x.implemented!.line}`, x.delegated!.column));
      findings.push(model.at(x.implemented!.line, `${x.message}; the DELEGATED GRAPH line is ${x.delegated!.line}`, x.implemented!.column));
    }
    // Nodes named only on lines graph-parse could not read, or past the DELEGATED GRAPH's node bound, were never compared: no pass for them.
    const undecided = model.undecidedGaps();
    const cut = graphCutSaid(model.delegated);
    const unsure = [...(cut ? [cut] : []), ...(undecided.length ? [graphUndecidedSaid(undecided)] : [])];
    const notCompared = unsure.length ? `not compared: ${unsure.join('; ')}` : '';
    if (findings.length) {
      return {
        status: 'warn',
        detail: `${plural(diffs.length, 'node')} produced another output than delegated${notCompared ? `; ${notCompared}` : ''}`,
        fix: 'Produce the delegated output, or record the change (EVOLUTIONS, VERDICT) so the next reader knows where the work is.',
        findings,
      };
    }
    if (notCompared) {
      return {
        status: 'skip',
        detail: `outputs ${notCompared}, so what the nodes not read produced cannot be decided (graph-parse reports the lines)`,
        fix: cut ? 'Split the task so that each graph holds at most 20,000 nodes, then re-run.' : 'Write each IMPLEMENTED GRAPH row in the protocol\'s format, `N1  status=done  output=<path>  verify=pass` under its `WAVE n — <purpose>` line, then re-run.',
      };
    }
    const named = all.length - diffs.length;
    return { status: 'pass', detail: named ? `${plural(named, 'node')} produced another output than delegated, named in the VERDICT or EVOLUTIONS` : 'every implemented node produced its delegated output' };
  },
});
