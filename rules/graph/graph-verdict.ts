import { defineRule, graphMentions, graphSkip, plural, type Finding, type GraphDifference, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, NODES, NOTHING_TO_REPORT, transcript } from './examples-fixtures.js';

const KIND: Record<GraphDifference['kind'], string> = {
  gap: 'missing from the IMPLEMENTED GRAPH',
  'off-script': 'implemented but never delegated',
  wave: 'implemented in another wave',
  output: 'implemented with another output',
  failed: 'failed',
};

export default defineRule<GraphModel>({
  id: 'graph-verdict',
  pack: 'graph',
  summary: 'VERDICT says "matches" only when the graphs do not differ, and otherwise names every difference',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `"The implemented graph is structurally the same as the delegated graph, or the
VERDICT names each difference." The differences are computed, not read: delegated
nodes missing from the IMPLEMENTED GRAPH, implemented nodes never delegated,
nodes in another wave or with another output, and failed nodes. A VERDICT of
\`matches\` with any of them fails, with a finding at the VERDICT and one at each
difference. A mismatch VERDICT must name each difference, in its own text or in
the GAPS / OFF-SCRIPT / FAILURES line that covers its kind (wave and output moves
can only be named in VERDICT). A mismatch VERDICT when nothing differs warns.`,
  audit: [
    { source: "The implemented graph is structurally the same as the delegated graph, or the VERDICT names each difference.", enforced: "fails on VERDICT matches with any difference, and on a mismatch VERDICT that leaves a difference unnamed; warns on a mismatch VERDICT when nothing differs" },
    { source: "The delegated subgraph and the implemented graph must match.", enforced: "the same check" },
    { source: "If the implemented graph does not match the delegated subgraph, the delegation is wrong.", enforced: "the same check" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes on a mismatch verdict whose differences are listed or named',
      files: {
        'graph.md': `${NODES}
IMPLEMENTED GRAPH: demo
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
GAPS : [N2]
VERDICT : mismatches listed above`,
      },
    },
    {
      status: 'fail',
      title: 'fails on "matches" with a difference, at the VERDICT and at the difference',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
      },
    },
    {
      status: 'warn',
      title: 'warns on a mismatch verdict when nothing differs',
      files: {
        'graph.md': `${NODES}
IMPLEMENTED GRAPH: demo
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
  N2  status=done      output=web/app.ts    verify=pass
VERDICT : mismatches listed above`,
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
    const verdict = impl.verdict;
    const diffs = model.differences();
    if (!verdict) {
      return {
        status: 'fail',
        detail: 'the IMPLEMENTED GRAPH has no VERDICT line',
        fix: 'End the IMPLEMENTED GRAPH with `VERDICT : matches` or `VERDICT : mismatches listed above` (naming each difference).',
        findings: [model.at(impl.line, 'no VERDICT in this IMPLEMENTED GRAPH')],
      };
    }
    const text = verdict.value;
    const col = verdict.valueColumns[0];
    if (/\|/.test(text) || /^\s*</.test(text)) {
      return {
        status: 'fail',
        detail: `VERDICT still holds the template text "${text.slice(0, 50)}"`,
        fix: 'Write `VERDICT : matches` or `VERDICT : mismatches listed above`.',
        findings: [model.at(verdict.line, 'VERDICT is the template, not a verdict', col)],
      };
    }
    const saysMatch = /^\s*match(?:es|ed)?\b/i.test(text) && !/mismatch/i.test(text);
    const where = (x: GraphDifference) => x.implemented ?? x.delegated!;
    if (saysMatch) {
      if (!diffs.length) return { status: 'pass', detail: 'VERDICT says matches and the graphs match' };
      const findings: Finding[] = [model.at(verdict.line, `VERDICT says matches, but ${plural(diffs.length, 'difference')}: ${diffs.map((x) => `${x.node} ${KIND[x.kind]}`).join('; ')}`, col)];
      for (const x of diffs) findings.push(model.at(where(x).line, `${x.message}, yet VERDICT (line ${verdict.line}) says matches`, where(x).column));
      return {
        status: 'fail',
        detail: `VERDICT says matches but the graphs differ in ${plural(diffs.length, 'place')}`,
        fix: 'Write `VERDICT : mismatches listed above` and name each difference (in GAPS, OFF-SCRIPT, FAILURES or the VERDICT text).',
        findings,
      };
    }
    if (!diffs.length) {
      return {
        status: 'warn',
        detail: `VERDICT reports "${text.slice(0, 50)}" but the graphs show no difference`,
        fix: 'Write `VERDICT : matches`, or add the difference the VERDICT refers to to the IMPLEMENTED GRAPH.',
        findings: [model.at(verdict.line, 'VERDICT reports a mismatch the IMPLEMENTED GRAPH does not show', col)],
      };
    }
    const listFor: Partial<Record<GraphDifference['kind'], Set<string>>> = {
      gap: model.listed(impl.gaps),
      'off-script': model.listed(impl.offScript),
      failed: model.listed(impl.failures),
    };
    const unnamed = diffs.filter((x) => !graphMentions(text, x.node) && !listFor[x.kind]?.has(x.node));
    if (unnamed.length) {
      const findings: Finding[] = [model.at(verdict.line, `VERDICT does not name ${unnamed.map((x) => `${x.node} (${KIND[x.kind]})`).join(', ')}`, col)];
      for (const x of unnamed) findings.push(model.at(where(x).line, `${x.message}, and neither VERDICT (line ${verdict.line}) nor the list for it names ${x.node}`, where(x).column));
      return {
        status: 'fail',
        detail: `VERDICT leaves ${plural(unnamed.length, 'difference')} unnamed`,
        fix: 'Name each wave or output difference in the VERDICT text, and each missing, extra or failed node in GAPS, OFF-SCRIPT or FAILURES.',
        findings,
      };
    }
    return { status: 'pass', detail: `VERDICT reports a mismatch and names ${diffs.length === 1 ? 'the one difference' : `each of the ${diffs.length} differences`}` };
  },
});
