import { invisibleNamed, defineRule, graphCutSkip, graphSkip, plural, type Finding, type GraphModel, graphUndecidedSaid } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-compare-gaps',
  pack: 'graph',
  summary: 'GAPS lists exactly the delegated nodes the IMPLEMENTED GRAPH lacks',
  statuses: ['pass', 'fail', 'skip'],
  docs: `"If the delegated subgraph has nodes the implemented graph did not cover, the
worker missed something." GAPS is where the coordinator admits it. A delegated
node absent from the IMPLEMENTED GRAPH but not in GAPS is a silent gap; a node
in GAPS that the IMPLEMENTED GRAPH does cover, or that was never delegated, is a
false report. An entry may name the node (\`N2\`, or \`N2: what it covers\`, \`N2 — note\`, \`N2 (note)\`) or its output path
(\`web/app.ts\`, \`web/app.ts — note\`, \`web/app.ts (note)\`); a comma inside a note (\`N2 — flaky in CI, left
for later\`) is the note's, unless an entry follows it (\`N2 — flaky, N3\`). Each difference is
reported twice: at the DELEGATED GRAPH line and at the IMPLEMENTED GRAPH line,
each message naming the other. A delegated node that no row lists but that a line
of the IMPLEMENTED GRAPH graph-parse could not read names (rows written as a
markdown table, \`N1: status=done, ...\`) may be listed there: it is not called
missing, and when nothing else is wrong the rule skips, saying which nodes could
not be compared (graph-parse reports the lines). When the DELEGATED GRAPH is cut at its
20,000-node bound the rule skips (\`GAPS not compared: the DELEGATED GRAPH is read only to
line 20003\`), as do graph-compare-off-script, graph-compare-failures and graph-verdict.`,
  audit: [
    { source: "If the delegated subgraph has nodes the implemented graph did not cover, the worker missed something.", enforced: "fails when GAPS does not list exactly the delegated nodes the IMPLEMENTED GRAPH lacks" },
    { source: "GAPS : [delegated nodes or files no implemented graph covers, or none]", enforced: "the same check, with both locations" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when GAPS lists the missing node by id or by its output path',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
NODES:
  N2  domain=web   output=web/app.ts    status=pending
IMPLEMENTED GRAPH: demo
GAPS : [N2]`,
      },
    },
    {
      status: 'fail',
      title: 'fails on an unlisted gap with a finding at each location, each naming the other',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n${NOTHING_TO_REPORT}`),
      },
    },
    {
      status: 'skip',
      title: 'skips without an IMPLEMENTED GRAPH or a DELEGATED GRAPH',
      files: {
        'graph.md': 'IMPLEMENTED GRAPH: demo',
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true, implemented: true });
    if (skip) return skip;
    // Past the DELEGATED GRAPH's node bound the nodes are not known: a node missing or never delegated there is no difference.
    const cut = graphCutSkip(model, 'GAPS');
    if (cut) return cut;
    const d = model.delegated!;
    const impl = model.implemented!;
    const gaps = model.differences().filter((x) => x.kind === 'gap');
    const list = impl.gaps;
    const findings: Finding[] = [];
    const here = list ? { line: list.field.line, column: list.field.column, what: `GAPS (line ${list.field.line})` } : { line: impl.line, column: 1, what: `the IMPLEMENTED GRAPH (line ${impl.line}), which has no GAPS line,` };
    const listed = model.listed(list);
    // Named only on lines graph-parse could not read: maybe listed there, so neither missing nor covered.
    const undecided = model.undecidedGaps();
    for (const g of gaps) {
      if (listed.has(g.node)) continue;
      findings.push(model.at(g.delegated!.line, `${g.node} is delegated here but missing from the IMPLEMENTED GRAPH, and ${here.what} does not list it`, g.delegated!.column));
      findings.push(model.at(here.line, `GAPS does not list ${g.node}, delegated at line ${g.delegated!.line} and absent from the IMPLEMENTED GRAPH`, here.column));
    }
    for (const item of list?.items ?? []) {
      const e = model.entry(item.value);
      const id = e.kind === 'node' ? e.id : e.kind === 'file' ? e.node : undefined;
      if (e.kind === 'text') {
        findings.push(model.at(item.line, `GAPS entry "${invisibleNamed(item.value.slice(0, 40), true)}" is neither a node id nor a path`, item.column));
        continue;
      }
      if (!id) continue; // a file finer than any node: only the worker's own graph can say
      const dn = model.node(id);
      const implNode = model.implNode(id);
      if (!dn) {
        findings.push(model.at(item.line, `GAPS lists ${id}, which the DELEGATED GRAPH (line ${d.line}) does not declare`, item.column));
        findings.push(model.at(d.line, `the DELEGATED GRAPH declares no ${id}, yet GAPS (line ${item.line}) lists it`));
      } else if (implNode) {
        findings.push(model.at(item.line, `GAPS lists ${id}, but the IMPLEMENTED GRAPH covers it at line ${implNode.line} (delegated at line ${dn.line})`, item.column));
        findings.push(model.at(dn.line, `${id} is delegated here and implemented at line ${implNode.line}, yet GAPS (line ${item.line}) lists it`, dn.column));
      }
    }
    if (!list && !gaps.length) findings.push(model.at(impl.line, 'the IMPLEMENTED GRAPH has no GAPS line (write `GAPS : none`)'));
    if (findings.length) {
      return {
        status: 'fail',
        detail: `GAPS disagrees with the comparison (${plural(findings.length, 'finding')}): ${plural(gaps.length, 'delegated node is', 'delegated nodes are')} missing from the IMPLEMENTED GRAPH${undecided.length ? `; not compared: ${graphUndecidedSaid(undecided)}` : ''}`,
        fix: 'List in GAPS exactly the delegated nodes (or their outputs) that the IMPLEMENTED GRAPH does not cover; write `GAPS : none` when it covers them all.',
        findings,
      };
    }
    if (undecided.length) {
      return {
        status: 'skip',
        detail: `GAPS not compared: ${graphUndecidedSaid(undecided)}, so whether the IMPLEMENTED GRAPH lists ${undecided.length === 1 ? 'it' : 'them'} cannot be decided (graph-parse reports the lines)`,
        fix: 'Write each IMPLEMENTED GRAPH row in the protocol\'s format, `N1  status=done  output=<path>  verify=pass` under its `WAVE n — <purpose>` line, then re-run.',
      };
    }
    return { status: 'pass', detail: gaps.length ? `GAPS lists the ${plural(gaps.length, 'uncovered node')}` : 'every delegated node is implemented and GAPS says none' };
  },
});

