import { defineRule, graphSkip, graphIsPlaceholder, graphOutputSaid, graphRefinesOutput, graphSameOutput, graphUndecorated, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, N2_RETURN, N2_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-subgraph-output',
  pack: 'graph',
  summary: 'The OUTPUT of each AGENT SUBGRAPH is the output= its node declares, and each RETURN gives the OUTPUT its AGENT SUBGRAPH asked for',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The node's \`output=\` is what the next wave reads and what the IMPLEMENTED GRAPH
is compared against. When the prompt asks the worker for a different file, the
worker builds the wrong thing faithfully ("misinterpretation") and the downstream
node reads nothing. Each AGENT SUBGRAPH is judged against the DELEGATED GRAPH in
force when it was written (the last one above it; an evolution may re-issue the
plan with the node's output moved). Likewise a RETURN whose OUTPUT is not the one its AGENT
SUBGRAPH asked for (the latest spawn of its node above it) built something else;
an evolved RETURN is left out, as its new scope may move the output. Outputs are compared as sets of paths: order, \`./\`, a trailing
\`/\` and parenthetical remarks do not matter. A RETURN may refine a folder it was
asked for into the files it wrote inside it (\`src/dark/\` answered by
\`src/dark/a.css, src/dark/b.css\`), as \`graph-compare-outputs\` allows, and a glob it was asked
for into the files the glob matches (\`tests/*.test.ts\` answered by \`tests/csv.test.ts\`; a glob
whose braces expand to more than 16 alternatives, or more globs and files than 20,000 tests
match, is answered only as written; a negated glob \`!src/*.test.ts\` asks for nothing and takes
the files it matches out of what the other globs ask for); a path
outside every folder and glob asked for, or an asked output with nothing given for it, fails. Missing or placeholder OUTPUT fields
are reported by \`graph-subgraph-complete\`.`,
  audit: [
    { source: "OUTPUT : <exact path(s) or artifact this node must produce>", enforced: "fails when the AGENT SUBGRAPH OUTPUT is not the output= its node declares in the DELEGATED GRAPH in force when the subgraph was written" },
    { source: "Compare every RETURN's IMPLEMENTED GRAPH with its SUBGRAPH (§9).", enforced: "fails at a done or failed RETURN's OUTPUT when it is not the OUTPUT its AGENT SUBGRAPH asked for, files inside an asked folder or matching an asked glob counting as that output" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when each subgraph asks for its node\'s output',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails when the subgraph asks for another file, naming the node line',
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N1_RETURN, N2_SUBGRAPH.replace('OUTPUT       : web/app.ts', 'OUTPUT       : web/main.ts')),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails when a RETURN gives another OUTPUT than its AGENT SUBGRAPH asked for',
      files: {
        'graph.md': transcript(...DELEGATION.slice(0, 4), N2_RETURN.replace('OUTPUT            : web/app.ts', 'OUTPUT            : web/main.ts')),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'skip',
      title: 'skips without a DELEGATED GRAPH (a one-worker transcript)',
      files: {
        'graph.md': transcript(N1_SUBGRAPH, N1_RETURN),
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true });
    if (skip) return skip;
    const findings: Finding[] = [];
    let compared = 0;
    for (const s of model.subgraphs) {
      // The plan in force when this subgraph was written: an evolution may re-issue the DELEGATED GRAPH with a new output.
      const node = model.planAt(s.line)!.node(s.node);
      const want = node?.outputs[0];
      const got = s.fields['OUTPUT'];
      if (!node || !want || !got || graphIsPlaceholder(got.value) || graphIsPlaceholder(want.value)) continue;
      compared++;
      if (!graphSameOutput(want.value, got.value)) {
        findings.push(model.at(got.line, `AGENT SUBGRAPH ${s.node} asks for OUTPUT ${graphOutputSaid(got.value)} but node ${node.id} (line ${node.line}) declares output=${graphOutputSaid(want.value)}`, got.valueColumns[0]));
      }
    }
    const asked = findings.length;
    // Each RETURN answers the latest AGENT SUBGRAPH of its node above it; both lists are in file order.
    const next = new Map<string, number>();
    for (const r of model.returns) {
      if (!r.node) continue;
      const spawns = model.subgraphsFor(r.node);
      let k = next.get(r.node) ?? 0;
      while (k < spawns.length && spawns[k]!.line < r.line) k++;
      next.set(r.node, k);
      const s = spawns[k - 1];
      const want = s?.fields['OUTPUT'];
      const got = r.fields['OUTPUT'];
      const status = graphUndecorated(r.fields['STATUS']?.value ?? '').toLowerCase();
      // An evolved RETURN reports a new scope, which may change the output; the coordinator re-plans it.
      if (!s || !want || !got || status === 'evolved' || graphIsPlaceholder(want.value) || graphIsPlaceholder(got.value)) continue;
      compared++;
      // Files written inside a folder that was asked for are that folder, refined (graph-compare-outputs says the same).
      if (!graphSameOutput(want.value, got.value) && !graphRefinesOutput(want.value, got.value)) {
        findings.push(model.at(got.line, `RETURN ${r.node} gives OUTPUT ${graphOutputSaid(got.value)} but its AGENT SUBGRAPH (line ${s.line}) asked for OUTPUT ${graphOutputSaid(want.value)}`, got.valueColumns[0]));
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: [
          asked ? `${plural(asked, 'AGENT SUBGRAPH block asks', 'AGENT SUBGRAPH blocks ask')} for another output than the node declares` : '',
          findings.length > asked ? `${plural(findings.length - asked, 'RETURN gives', 'RETURNs give')} another OUTPUT than its AGENT SUBGRAPH asked for` : '',
        ]
          .filter(Boolean)
          .join('; '),
        fix: 'Make the AGENT SUBGRAPH OUTPUT the exact output= of its node, or change the node in the DELEGATED GRAPH and say so; a RETURN with another OUTPUT did not build what was asked: re-spawn or record the difference.',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(compared, 'OUTPUT field')} of AGENT SUBGRAPH and RETURN blocks match what was delegated` };
  },
});
